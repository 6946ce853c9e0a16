// Renders a screen as the shell does: the app's catalogue, the app's query defaults, a router at `url`, the toast host and the match moment.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MatchMoment } from '@wishlist/domain-ui/match-moment';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { Toaster } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { discoverCatalogue } from '../i18n.ts';

// Radix toasts touch pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

/** `screen` at `url`; the other routes the screens link to render their name as a heading. */
export function renderScreen(url: string, screen: ReactNode) {
  return render(
    <discoverCatalogue.Provider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={url} element={screen} />
            {['/app', '/pricing', '/matches', '/wishlist'].map((path) => (
              <Route key={path} path={path} element={<h1>{path}</h1>} />
            ))}
          </Routes>
          <MatchMoment />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </discoverCatalogue.Provider>,
  );
}
