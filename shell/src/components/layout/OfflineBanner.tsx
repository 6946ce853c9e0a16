import { onlineManager } from '@tanstack/react-query';
import { Notice, theme } from '@wishlist/ui';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from '../../i18n.ts';

/**
 * Whether the browser is online, as the query cache sees it (which reads again what failed once it is back). A page
 * is rendered, and hydrated, online.
 */
function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** Says so while the browser is offline, at the top of every screen; gone once it is back. */
export function OfflineBanner() {
  return useOnline() ? null : <OfflineNotice />;
}

/** The banner itself (its own component for the stories). */
export function OfflineNotice() {
  return (
    <Banner $background="goldTint" $size="sm" $leading={1.4} role="status">
      <FormattedMessage id="layout.offline" values={{ strong: (text) => <strong>{text}</strong> }} />
    </Banner>
  );
}

const Banner = styled(Notice)`
  position: sticky;
  top: 0;
  z-index: 30;
  border-radius: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  text-align: center;
`;
