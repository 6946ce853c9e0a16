// Build-time (Node) module: what the service worker precaches from the remotes' builds, read from their
// mf-manifest.json (the remotes are built before the shell: scripts/lib/build-web.ts and the root build script).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  url: string;
  revision: string | null;
}

interface FederationManifest {
  metaData: { publicPath: string };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Each remote, and the screens whose code a second visit and an offline start need at once. */
const remotes: Record<string, string[]> = {
  'mf-discover': ['DiscoverScreen', 'WishlistScreen', 'MatchesScreen'],
  'mf-account': [],
  'mf-billing': [],
};

const revisionOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * Every remote's entry (remoteEntry.js, mf-manifest.json: stable names, so with a revision) and the chunks of the
 * screens above (hashed names, so none). The shared-library fallbacks a remote carries are left out: the shell
 * provides those libraries.
 */
export function remotePrecacheEntries(webRoot: string): ManifestEntry[] {
  return Object.entries(remotes).flatMap(([remote, screens]) => {
    const dist = join(webRoot, remote, 'dist');
    const manifestFile = join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) return [];
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
    const base = manifest.metaData.publicPath;
    const entries = ['remoteEntry.js', 'mf-manifest.json'].map((file) => ({ url: `${base}${file}`, revision: revisionOf(join(dist, file)) }));
    const chunks = manifest.exposes
      .filter((expose) => screens.includes(expose.name))
      .flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async.filter((asset) => asset.includes('loadShare'))]);
    return [...entries, ...[...new Set(chunks)].map((asset) => ({ url: `${base}${asset}`, revision: null }))];
  });
}
