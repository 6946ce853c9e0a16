import { theme } from '@wishlist/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/**
 * The app is a 390 px mobile column; on a desktop it is centred on a soft backdrop. While a screen's code arrives
 * the column stays, empty.
 */
export function AppLayout() {
  useScrollRestoration();
  return (
    <AppColumn>
      <OfflineBanner />
      <Suspense>
        <Outlet />
      </Suspense>
    </AppColumn>
  );
}

const AppColumn = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
