// Renders an own-profile part as the shell does (the app's query defaults, a router, the toast host) against a
// stand-in for the API: `fetch` answers from handlers keyed by 'METHOD /path', and each request is recorded.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { client } from '@wishlist/contract/client/client.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { Toaster } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { accountCatalogue } from '../i18n.ts';

// Radix toasts touch pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

/** What the landing page's stand-in says, for a test to see it was sent there. */
const LANDING = 'Landing';

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The contract's Error answer. */
export const refusal = (statusCode: number, error: string, message: string, code: string) =>
  json({ statusCode, error, message, code }, statusCode);

/** `ui` at /profile (the landing page '/' renders its name), with `fetch` answering from `handlers`. */
export function renderWithApi(ui: ReactNode, handlers: Record<string, Handler>) {
  configureApiClient();
  // jsdom's fetch needs absolute URLs; the app itself calls its own origin ('').
  client.setConfig({ baseUrl: 'http://localhost' });
  const bodies: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      bodies.push({
        call,
        body: await request
          .clone()
          .json()
          .catch(() => undefined),
      });
      const handler = handlers[call];
      return handler ? handler(request) : refusal(501, 'Not Implemented', call, 'NOT_IMPLEMENTED');
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<accountCatalogue.Provider>{ui}</accountCatalogue.Provider>} />
          <Route path="/" element={<h1>{LANDING}</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { bodies };
}
