// Renders a console screen as the shell does (the app's query defaults, its catalogue, a router at `url`, the toast host) against a
// stand-in for the API: `fetch` answers from handlers keyed by 'METHOD /path', and each request body is recorded.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { client } from '@wishlist/contract/client/client.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { Toaster } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { moderationCatalogue } from '../i18n.ts';

// Radix toasts touch pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function renderScreen(url: string, screen: ReactNode, handlers: Record<string, Handler>) {
  configureApiClient();
  // jsdom's fetch needs absolute URLs; the app itself calls its own origin ('').
  client.setConfig({ baseUrl: 'http://localhost' });
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      if (request.method !== 'GET') sent.push({ call, body: await request.clone().json() });
      const handler = handlers[call];
      return handler ? handler(request) : json({ statusCode: 501, error: 'Not Implemented', message: call }, 501);
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <moderationCatalogue.Provider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={url} element={screen} />
          </Routes>
        </MemoryRouter>
      </moderationCatalogue.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { sent };
}
