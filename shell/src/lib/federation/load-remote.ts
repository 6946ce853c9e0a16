import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { env } from '../../config/env.ts';

/** Every screen the shell takes from a remote (the agreed exposes), as `<remote name>/<exposed module>`. */
export type RemoteScreenId =
  | 'mf_discover/DiscoverScreen'
  | 'mf_discover/WishlistScreen'
  | 'mf_discover/ProfileDetailScreen'
  | 'mf_discover/MatchesScreen'
  | 'mf_account/OwnProfileScreen'
  | 'mf_billing/PricingScreen'
  | 'mf_billing/SubscriptionScreen';

let registered = false;

function registerConfiguredRemotes(): void {
  if (registered) return;
  registerRemotes(Object.entries(env.remotes).map(([name, entry]) => ({ name, entry })));
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
