import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { env, type RemoteName } from '../../config/env.ts';

/** Every screen the shell takes from a remote, as `<remote name>/<exposed module>`. */
export type RemoteScreenId = `${RemoteName}/${string}`;

let registered = false;

function registerConfiguredRemotes(): void {
  if (registered) return;
  registerRemotes(Object.entries(env.remotes).map(([name, entry]) => ({ name, entry })));
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
