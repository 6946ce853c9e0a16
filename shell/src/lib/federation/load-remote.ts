import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RemoteScreenId } from '@wishlist/mf-shared/screens';
import type { ComponentType } from 'react';
import { env } from '../../config/env.ts';

/** A manifest URL for every remote (config/env.ts): leaving one out fails the typecheck. */
const remoteEntries: Record<RemoteName, string> = env.remotes;

let registered = false;

function registerConfiguredRemotes(): void {
  if (registered) return;
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
  // A manifest answered with an error status (say the edge's 404 while a remote is not deployed) must fail as a
  // fetch: the runtime then forgets the attempt, so Retry fetches again instead of replaying the failure.
  registerPlugins([
    {
      name: 'wishlist-manifest-status',
      async fetch(url, init) {
        const response = await fetch(url, init);
        if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
        return response;
      },
    },
  ]);
  registered = true;
}

/** Loads an exposed screen (a module whose default export is a component), for `React.lazy`. */
export async function loadRemoteScreen(id: RemoteScreenId): Promise<{ default: ComponentType }> {
  registerConfiguredRemotes();
  const module = await loadRemote<{ default?: unknown }>(id);
  const screen = module?.default;
  if (typeof screen !== 'function') throw new Error(`${id} has no component as its default export`);
  return { default: screen as ComponentType };
}

/** Screens loaded ahead (preloadRemoteScreen): their first render needs no wait, so nothing suspends. */
const preloaded = new Map<RemoteScreenId, ComponentType>();

/**
 * Loads a remote screen before the app's first render, so that render shows it at once: the app hydrates a page that
 * shows the screen already without waiting for the screen's code in the middle of it. A failure is left to that render, which loads it again
 * and shows what went wrong.
 */
export async function preloadRemoteScreen(id: RemoteScreenId): Promise<void> {
  const screen = await loadRemoteScreen(id).catch(() => undefined);
  if (screen) preloaded.set(id, screen.default);
}

/** The screen `id` if it was loaded ahead. */
export function preloadedScreen(id: RemoteScreenId): ComponentType | undefined {
  return preloaded.get(id);
}
