// Server-side (bundled into the shell's renderer, dist-server/prerender.js): each remote's screens come from that
// remote's own server bundle, where the remote is deployed (<web root>/<its folder>/dist-server/exposes.js, the
// folder from the web root's remotes.json), never from remote source compiled into the shell. A bundle is imported
// again when its file changes, so a remote rebuilt and redeployed alone is rendered with its new code while the edge
// keeps running (each version stays in memory: Node cannot unload a module, and a release is a restart anyway).
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { client } from '@wishlist/contract/client/client.gen.ts';
import type { ExposedScreen } from '@wishlist/app-runtime/exposed-screen';
import { readRemotes, serverBundle } from '@wishlist/federation/remotes';
import type { RemoteName } from '@wishlist/app-runtime/screens';

/** What a remote's server bundle exports (@wishlist/federation/remote-vite-config). */
interface RemoteServerBundle {
  exposes: Record<string, ExposedScreen>;
  /** The remote's own copy of the generated API client, which the renderer points at the visitor's API. */
  client: typeof client;
}

/** The web root: this renderer is <web root>/shell/dist-server/prerender.js. */
const webRoot = join(import.meta.dirname, '..', '..');

const loaded = new Map<string, { version: number; bundle: Promise<RemoteServerBundle> }>();

/** The remote's server bundle file where it is deployed, and its version (when it was written). */
export async function remoteBundleFile(remote: RemoteName): Promise<{ file: string; version: number }> {
  const listed = readRemotes(webRoot).find((candidate) => candidate.name === remote);
  if (!listed) throw new Error(`${remote} is not in ${webRoot}/remotes.json`);
  const file = serverBundle(webRoot, listed);
  return { file, version: (await stat(file)).mtimeMs };
}

/** The remote's server bundle as it is deployed now: imported again when its file changed since the last import. */
async function remoteBundle(remote: RemoteName): Promise<RemoteServerBundle> {
  const { file, version } = await remoteBundleFile(remote);
  const last = loaded.get(file);
  if (last?.version === version) return last.bundle;
  const bundle = import(`${pathToFileURL(file).href}?v=${String(version)}`) as Promise<RemoteServerBundle>;
  loaded.set(file, { version, bundle });
  bundle.catch(() => loaded.delete(file));
  return bundle;
}

/**
 * A remote's exposed screen, from its server bundle, with the bundle's API client set up by `configureClient` (the
 * screen's queries run through the remote's own copy of the client).
 */
export async function remoteServerScreen(
  remote: RemoteName,
  expose: string,
  configureClient: (remoteClient: typeof client) => void,
): Promise<ExposedScreen> {
  const bundle = await remoteBundle(remote);
  const screen = bundle.exposes[`./${expose}`];
  if (!screen) throw new Error(`${remote}'s server bundle exposes no ${expose}`);
  configureClient(bundle.client);
  return screen;
}
