import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@wishlist/contract/client/types.gen.ts';
import { LocaleProvider } from '@wishlist/app-runtime/i18n';
import { type Locale, textDirection } from '@wishlist/app-runtime/locale';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { setSessionUser } from '@wishlist/app-runtime/session';
import { seedPublicAnswers } from '@wishlist/testing/story-queries';
import { GlobalStyle, Toaster, theme } from '@wishlist/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * What a story may ask of the global decorators, through `parameters`:
 * - `router: { path, url }`: the route pattern the story is rendered under and the URL shown, for screens that
 *   read route params (`{ path: '/profile/:id', url: '/profile/42' }`); default: any path, at '/'.
 * - `sessionUser`: the signed-in user (spec §4) while the story shows; default: a guest.
 * - `frame`: 'component' (default) shows the story padded in the app's 390 px column; 'screen' fills the column
 *   like a route of the app does (use it for screen stories); 'wide' is a screen the shell lays out wider on a
 *   desktop (the moderators' console: the table of screens' `wide`).
 * Data: a story seeds its own QueryClient with the `withQueries` decorator (@wishlist/testing/story-queries);
 * the inner provider wins. Without one, every story gets a fresh client with the app's defaults (spec §9). Both hold
 * the contract's plans answer, which upgrade texts name plans from.
 */
export interface WishlistStoryParameters {
  router?: { path?: string; url?: string };
  sessionUser?: User | null;
  frame?: 'component' | 'screen' | 'wide';
}

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => seedPublicAnswers(createQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withProviders: Decorator = (Story, context) => {
  const { router = {}, frame = 'component' } = context.parameters as WishlistStoryParameters;
  return (
    <FreshQueryClient>
      <GlobalStyle />
      <MemoryRouter initialEntries={[router.url ?? '/']}>
        <Routes>
          <Route
            path={router.path ?? '*'}
            element={
              <div
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: frame === 'component' ? theme.space.md : 0,
                  maxWidth: frame === 'wide' ? theme.layout.wideWidth : theme.layout.columnWidth,
                  minHeight: '100vh',
                  margin: '0 auto',
                  padding: frame === 'component' ? theme.space.md : 0,
                  background: theme.color.background,
                }}
              >
                <Story />
              </div>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </FreshQueryClient>
  );
};

/**
 * The toolbar's language (English, Arabic, the pseudo-locale), on the page as the app writes it (`<html lang dir>`)
 * and around the story: an app's `withMessages` decorator shows its catalogue in it, once loaded.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals as { locale?: Locale }).locale ?? 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  return (
    <LocaleProvider locale={locale}>
      <Suspense>
        <Story />
      </Suspense>
    </LocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders, withLocale],
  globalTypes: {
    locale: {
      description: 'The language the stories are shown in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
          { value: 'en-XA', title: 'Pseudo-locale (en-XA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  // The stored user is set before each story renders, so a story never sees the previous story's user.
  beforeEach: ({ parameters }) => {
    setSessionUser((parameters as WishlistStoryParameters).sessionUser ?? null);
  },
  parameters: { layout: 'fullscreen' },
};

export default preview;
