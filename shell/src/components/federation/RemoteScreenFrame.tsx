import { LoadingState } from '@wishlist/ui';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { useIntl } from '../../i18n.ts';

/**
 * What surrounds a remote's screen: a loading state while its code arrives, a Retry on failure. The same in the
 * browser (FederatedScreen) and in the server's render (src/app/prerender.tsx): its Suspense boundary (HydrateLater)
 * is in the markup React hydrates, so both must have it.
 */
export function RemoteScreenFrame({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <RemoteErrorBoundary onRetry={onRetry}>
      <HydrateLater fallback={<LoadingState text={intl.formatMessage({ id: 'federation.loading' })} />}>
        {children}
      </HydrateLater>
    </RemoteErrorBoundary>
  );
}
