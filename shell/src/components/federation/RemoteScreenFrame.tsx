import { LoadingState } from '@wishlist/ui';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import type { ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

/**
 * What surrounds a remote's screen: a loading state while its code arrives, a Retry on failure. The same in the
 * browser (FederatedScreen) and in the server's render (src/app/prerender.tsx): its Suspense boundary (HydrateLater)
 * is in the markup React hydrates, so both must have it.
 */
export function RemoteScreenFrame({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <RemoteErrorBoundary onRetry={onRetry}>
      <HydrateLater fallback={<LoadingState text="Loading..." />}>{children}</HydrateLater>
    </RemoteErrorBoundary>
  );
}
