// The remotes in the service worker: imported by the one vite-plugin-pwa generates (vite.config.ts, `importScripts`).
// A remote's manifest and entry are not precached (a precached copy is answered before the network, and a remote
// deployed alone would not be seen): they go to the network first, from the cache offline ('wishlist-remotes').
// As the worker installs, that cache gets the remotes' list (/mf/remotes.json) and the manifest and entry of each
// remote that starts offline (its screens are precached), as they are deployed now, so an offline start finds them
// even though the first visit fetched them before this worker controlled the page.
const REMOTES_CACHE = 'wishlist-remotes';

/** Fetches `url` and keeps the answer in the remotes' cache; the answer, or undefined when it failed. */
async function keep(cache, url) {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) return undefined;
  await cache.put(url, response.clone());
  return response;
}

async function keepRemotes() {
  const cache = await caches.open(REMOTES_CACHE);
  const listed = await keep(cache, '/mf/remotes.json');
  if (!listed) return;
  const remotes = (await listed.json()).filter((remote) => remote.offline);
  await Promise.all(
    remotes.map(async ({ manifest }) => {
      const answer = await keep(cache, manifest);
      if (!answer) return;
      const { metaData } = await answer.json();
      await keep(cache, `${metaData.publicPath}${metaData.remoteEntry.path}${metaData.remoteEntry.name}`);
    }),
  );
}

// An offline start without them shows the remote's Retry, as before the first visit: never a failed install.
self.addEventListener('install', (event) => {
  event.waitUntil(keepRemotes().catch(() => undefined));
});
