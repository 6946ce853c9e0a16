import { theme } from '@wishlist/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { OfflineBanner } from './OfflineBanner.tsx';

/** The app is a 390 px mobile column; on a desktop it is centred on a soft backdrop. */
export function AppLayout() {
  return (
    <AppColumn>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </AppColumn>
  );
}

/** The column itself, also around the landing page prerendered at build time (app/prerender-landing.tsx). */
export const AppColumn = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
