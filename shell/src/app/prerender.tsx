// Build-time entry (rendered in Node by build/prerender.ts, never shipped): the public screens as a guest first sees
// them, static HTML and CSS inside the same layout the app renders them in. The landing page ships as it is, without
// JavaScript; the other screens' guest pages start the app, which hydrates what they show (AppRoutes.tsx,
// preloadScreen) and keeps what a person typed meanwhile.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScreenName } from '@wishlist/mf-shared/screen-routes';
import { screenPaths } from '@wishlist/mf-shared/screen-routes';
import { GlobalStyle } from '@wishlist/ui';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { LoginScreen } from '../features/auth/components/LoginScreen.tsx';
import { SignupScreen } from '../features/auth/components/SignupScreen.tsx';
import { ContactScreen } from '../features/contact/components/ContactScreen.tsx';
import { FaqScreen } from '../features/faq/components/FaqScreen.tsx';
import { LandingScreen } from '../features/landing/components/LandingScreen.tsx';
import { TermsScreen } from '../features/terms/components/TermsScreen.tsx';
// Build time only: the app loads this screen from the billing remote (remote-routes.ts).
import { PricingScreen } from '../../../mf-billing/src/features/pricing/components/PricingScreen.tsx';

/** The screens whose page is prerendered, as a guest sees them before any answer from the API. */
export const prerenderedScreens = {
  landing: LandingScreen,
  login: LoginScreen,
  signup: SignupScreen,
  faq: FaqScreen,
  contact: ContactScreen,
  terms: TermsScreen,
  pricing: PricingScreen,
} satisfies Partial<Record<ScreenName, ComponentType>>;

export type PrerenderedScreen = keyof typeof prerenderedScreens;

/** One screen's HTML (what goes in #root) and its styles (<style> elements for the head). */
export function renderScreen(name: PrerenderedScreen): { html: string; styles: string } {
  const Screen = prerenderedScreens[name];
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <QueryClientProvider client={new QueryClient()}>
          <GlobalStyle />
          <StaticRouter location={screenPaths[name]}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={<Screen />} />
              </Route>
            </Routes>
          </StaticRouter>
        </QueryClientProvider>
      </StyleSheetManager>,
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
