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

/** The URL of each remote's manifest, by federated name: what the shell loads remotes from (/mf/remotes.json). */
export function manifestUrls(remotes: Remote[]): Record<string, string> {
  return Object.fromEntries(remotes.map((remote) => [remote.name, `${remote.path}mf-manifest.json`]));
}

/** Where a remote's server bundle is: each screen it exposes, for the edge's renders (remote-vite-config.ts). */
export const serverBundle = (root: string, remote: Pick<Remote, 'folder'>) =>
  join(root, remote.folder, 'dist-server', 'exposes.js');
