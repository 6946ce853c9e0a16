// A stand-in for the API in component tests: `fetch` is replaced by a router of handlers keyed by
// 'METHOD /path', answering in the contract's shapes. Every call is recorded, in order.
import { client } from '@wishlist/contract/client/client.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeApi(handlers: Record<string, Handler>) {
  configureApiClient();
  // jsdom's fetch needs absolute URLs; the app itself calls its own origin ('').
  client.setConfig({ baseUrl: 'http://localhost' });
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(call);
      const handler = handlers[call];
      return handler ? handler(request) : json({ statusCode: 501, error: 'Not Implemented', message: call }, 501);
    }),
  );
  return { calls };
}
