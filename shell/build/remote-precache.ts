// Build-time (Node) module: what the service worker precaches from the remotes' builds.
import { readRemotes } from '@wishlist/federation/remotes';
import { readRemoteManifest, screenChunks } from '@wishlist/federation/remote-manifests';

interface ManifestEntry {
  url: string;
  revision: string | null;
}

/**
 * The chunks of the screens each remote of remotes.json names under `precache` (hashed names, so no revision): a
 * second visit and an offline start need them at once. A remote's manifest and entry are not precached: the service
 * worker fetches them network first, so a remote deployed alone is seen at the next start of the app. A remote
 * listed with none (the moderators' console: a member's browser never fetches anything of it) adds nothing.
 */
export function remotePrecacheEntries(webRoot: string): ManifestEntry[] {
  return readRemotes(webRoot).flatMap((remote) => {
    const manifest = readRemoteManifest(webRoot, remote.folder);
    if (!manifest) return [];
    const chunks = remote.precache.flatMap((screen) => screenChunks(manifest, screen));
    return [...new Set(chunks)].map((asset) => ({ url: `${manifest.metaData.publicPath}${asset}`, revision: null }));
  });
}
