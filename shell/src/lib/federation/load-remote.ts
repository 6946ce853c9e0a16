import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { remote as accountRemote } from '../../../../mf-account/federation.ts';
import type { remote as billingRemote } from '../../../../mf-billing/federation.ts';
import type { remote as discoverRemote } from '../../../../mf-discover/federation.ts';
import { env } from '../../config/env.ts';

type Remote = typeof discoverRemote | typeof accountRemote | typeof billingRemote;
type ScreenIds<R extends Remote> = R extends Remote ? `${R['name']}/${Unprefixed<keyof R['exposes']>}` : never;
type Unprefixed<Key> = Key extends `./${infer Name}` ? Name : never;

/**
 * Every screen the shell can take from a remote, as `<remote name>/<exposed module>`, read from the remotes' own
 * federation.ts: a screen a remote renames or drops fails the shell's typecheck where the router names it.
 */
export type RemoteScreenId = ScreenIds<Remote>;

/** A manifest URL for every remote (config/env.ts): leaving one out fails the typecheck. */
const remoteEntries: Record<Remote['name'], string> = env.remotes;

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
 * Loads a remote screen before the app's first render, so that render shows it at once: the app renders over a page
 * that shows the screen already without blanking it for a loading state (and Preact, hydrating through a suspended
 * screen, loses what is typed into its controlled fields). A failure is left to that render, which loads it again
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
