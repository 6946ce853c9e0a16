// The one list of remotes, remotes.json at the repository's root (or the web root a deployment gives the edge): one
// line per remote. The lint zones, the edge (what it serves and renders), the dev servers, the build, the service
// worker's precache and the Docker image all read it, so adding a remote is its folder and one line there.
// Build-time and server (Node) module: the browser finds the remotes through the edge's /mf/remotes.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Remote {
  /** Its federated name, `mf_<name>`: what the table of screens names. */
  name: `mf_${string}`;
  /** Its folder in the repository (and in the web root the edge serves). */
  folder: string;
  /** Its dev server's port when MF_<NAME>_PORT is not set (scripts/dev.ts, its own `vite`). */
  devPort: number;
  /** Where it is deployed on the site: the edge serves its build there, and its manifest is `<path>mf-manifest.json`. */
  path: string;
  /** The screens whose code the service worker precaches (a second visit and an offline start need them at once). */
  precache: string[];
}

/** The list's file in a web root (the repository's root by default). */
export const remotesFile = (root: string) => join(root, 'remotes.json');

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

function checked(remote: Remote, index: number): Remote {
  const { name, folder, devPort, path, precache } = remote;
  const fine =
    /^mf_\w+$/.test(name) &&
    /^[\w-]+$/.test(folder) &&
    Number.isInteger(devPort) &&
    /^\/([\w-]+\/)+$/.test(path) &&
    Array.isArray(precache);
  if (!fine) throw new Error(`remotes.json, entry ${String(index)}: ${JSON.stringify(remote)} is not a remote`);
  return remote;
}

/** The remotes listed in `<root>/remotes.json`. */
export function readRemotes(root = repositoryRoot): Remote[] {
  const list = JSON.parse(readFileSync(remotesFile(root), 'utf8')) as Remote[];
  return list.map(checked);
}

/** What the browser is told of a remote (/mf/remotes.json): where its manifest is, and whether it starts offline. */
export interface RemoteInBrowser {
  name: `mf_${string}`;
  manifest: string;
  /** Some of its screens are precached: the service worker also keeps its manifest and entry as it installs. */
  offline: boolean;
}

/** The remotes as the browser is told of them: the shell loads them from there (/mf/remotes.json). */
export const remotesInBrowser = (remotes: Remote[]): RemoteInBrowser[] =>
  remotes.map(({ name, path, precache }) => ({
    name,
    manifest: `${path}mf-manifest.json`,
    offline: precache.length > 0,
  }));

/** Where a remote's server bundle is: each screen it exposes, for the edge's renders (remote-vite-config.ts). */
export const serverBundle = (root: string, remote: Pick<Remote, 'folder'>) =>
  join(root, remote.folder, 'dist-server', 'exposes.js');
