// Build-time (Node) module: what the service worker precaches from the remotes' builds.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRemoteManifest, screenChunks } from './remote-manifests.ts';

interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** Each remote, and the screens whose code a second visit and an offline start need at once. */
const remotes: Record<string, string[]> = {
  'mf-discover': ['DiscoverScreen', 'WishlistScreen', 'MatchesScreen'],
  'mf-account': [],
  'mf-billing': [],
  // mf-moderation is left out: a member's browser never fetches anything of the moderators' console.
};

const revisionOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * Every remote's entry (remoteEntry.js, mf-manifest.json: stable names, so with a revision) and the chunks of the
 * screens above (hashed names, so none).
 */
export function remotePrecacheEntries(webRoot: string): ManifestEntry[] {
  return Object.entries(remotes).flatMap(([remote, screens]) => {
    const manifest = readRemoteManifest(webRoot, remote);
    if (!manifest) return [];
    const dist = join(webRoot, remote, 'dist');
    const base = manifest.metaData.publicPath;
    const entries = ['remoteEntry.js', 'mf-manifest.json'].map((file) => ({
      url: `${base}${file}`,
      revision: revisionOf(join(dist, file)),
    }));
    const chunks = screens.flatMap((screen) => screenChunks(manifest, screen));
    return [...entries, ...[...new Set(chunks)].map((asset) => ({ url: `${base}${asset}`, revision: null }))];
  });
}
