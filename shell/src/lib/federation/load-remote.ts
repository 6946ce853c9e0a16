import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { RemoteInBrowser } from '@wishlist/federation/remotes';
import type { RemoteScreenId } from '@wishlist/app-runtime/screens';
import type { ComponentType } from 'react';
import { env } from '../../config/env.ts';

/** Each remote's name and manifest URL, as the edge says at run time (config/env.ts). */
async function remoteEntries(): Promise<{ name: string; entry: string }[]> {
  const response = await fetch(env.remotesConfig);
  if (!response.ok) throw new Error(`${env.remotesConfig} answered ${String(response.status)}`);
  const remotes: unknown = await response.json();
  if (!Array.isArray(remotes)) throw new Error(`${env.remotesConfig} lists no remotes`);
  return (remotes as RemoteInBrowser[]).map(({ name, manifest }) => ({ name, entry: manifest }));
}

let registered: Promise<void> | undefined;

/** Registers the configured remotes once; a failure is forgotten, so Retry asks again. */
function registerConfiguredRemotes(): Promise<void> {
  registered ??= remoteEntries().then(
    (entries) => {
      registerRemotes(entries);
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
    },
    (error: unknown) => {
      registered = undefined;
      throw error;
    },
  );
  return registered;
}

/** Loads an exposed screen (a module whose default export is a component), for `React.lazy`. */
export async function loadRemoteScreen(id: RemoteScreenId): Promise<{ default: ComponentType }> {
  await registerConfiguredRemotes();
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
