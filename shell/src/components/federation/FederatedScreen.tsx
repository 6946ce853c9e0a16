import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import type { RemoteScreenId } from '@wishlist/app-runtime/screens';
import { loadRemoteScreen, preloadedScreen } from '../../lib/federation/load-remote.ts';
import { RemoteScreenFrame } from './RemoteScreenFrame.tsx';

type LazyScreen = LazyExoticComponent<ComponentType>;

// One lazy component per remote screen, so coming back to a screen renders it at once. A failed load
// stays failed inside React.lazy, so Retry replaces it with a fresh one.
const screens = new Map<RemoteScreenId, LazyScreen>();

function freshScreen(id: RemoteScreenId): LazyScreen {
  const screen = lazy(() => loadRemoteScreen(id));
  screens.set(id, screen);
  return screen;
}

/** Renders a screen exposed by a remote, loaded on first use, with a loading state and a Retry on failure. */
export function FederatedScreen({ id }: { id: RemoteScreenId }) {
  return <RemoteScreen key={id} id={id} />;
}

function RemoteScreen({ id }: { id: RemoteScreenId }) {
  const [Screen, setScreen] = useState<ComponentType>(() => preloadedScreen(id) ?? screens.get(id) ?? freshScreen(id));
  const retry = () => {
    setScreen(() => freshScreen(id));
  };
  return (
    <RemoteScreenFrame onRetry={retry}>
      <Screen />
    </RemoteScreenFrame>
  );
}
