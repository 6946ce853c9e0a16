// Build-time entry (rendered in Node by vite.config.ts, never shipped): the landing page as static HTML and CSS.
// The landing is static, so a first visit gets it without any JavaScript; the app's code loads on the next page
// (and the service worker precaches it meanwhile).
import { GlobalStyle } from '@wishlist/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { AppColumn } from '../components/layout/AppLayout.tsx';
import { LandingScreen } from '../features/landing/components/LandingScreen.tsx';

export function renderLanding(): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location="/">
          <GlobalStyle />
          <AppColumn>
            <LandingScreen />
          </AppColumn>
        </StaticRouter>
      </StyleSheetManager>,
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
