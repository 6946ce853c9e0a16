import { screen, screenAt } from '@wishlist/app-runtime/screens';
import { isModerator, useSessionUser } from '@wishlist/app-runtime/session';
import { theme } from '@wishlist/ui';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/**
 * The app is a 390 px mobile column; on a desktop it is centred on a soft backdrop. While a screen's code arrives
 * the column stays, empty (SessionGate's Suspense). A wide screen (the table's `wide`: the moderators' console) takes more of a desktop's width;
 * a member, who sees Not Found there, gets the usual column.
 */
export function AppLayout() {
  useScrollRestoration();
  const name = screenAt(useLocation().pathname);
  const user = useSessionUser();
  const wide = Boolean(name && screen(name).wide) && isModerator(user);
  return (
    <AppColumn $wide={wide}>
      <OfflineBanner />
      <Outlet />
    </AppColumn>
  );
}

const AppColumn = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? theme.layout.wideWidth : theme.layout.columnWidth)};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
