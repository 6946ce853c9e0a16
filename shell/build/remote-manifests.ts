// Build-time (Node) module: the remotes' mf-manifest.json, read from their builds (the remotes are built before the
// shell: scripts/lib/build-web.ts and the root build script).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FederationManifest {
  metaData: { publicPath: string };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The manifest of the remote built in `<webRoot>/<folder>/dist`, or undefined when it is not built. */
export function readRemoteManifest(webRoot: string, folder: string): FederationManifest | undefined {
  const file = join(webRoot, folder, 'dist', 'mf-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FederationManifest) : undefined;
}

/**
 * The chunks an exposed screen needs when it loads: its own, and the remote's share-loading wrappers. The
 * shared-library fallbacks a remote carries are left out: the shell provides those libraries.
 */
export function screenChunks(manifest: FederationManifest, screen: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.name === screen);
  if (!expose) return [];
  return [...expose.assets.js.sync, ...expose.assets.js.async.filter((asset) => asset.includes('loadShare'))];
}
