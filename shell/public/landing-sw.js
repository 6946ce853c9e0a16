// The landing page (/) in the service worker: imported by the one vite-plugin-pwa generates (vite.config.ts,
// `importScripts`), before its own routes, so this answers / first. The page is in the visitor's language, which the
// edge chooses (the language cookie, else Accept-Language: services/edge/src/page-choice.ts): / goes to the network
// first, and its last answer is kept for an offline start, in that same language. A precached copy would be one
// language for everyone. As the worker installs, it keeps the page the first visit saw, before it controlled it.
const LANDING_CACHE = 'wishlist-landing';

/** Keeps the edge's answer for / when it is the landing page (someone signed in is sent on to Discover instead). */
async function keepLanding(response) {
  if (!response.ok || response.redirected) return;
  const cache = await caches.open(LANDING_CACHE);
  await cache.put('/', response);
}

async function landing(event) {
  try {
    const response = await fetch(event.request);
    // Kept alongside: the page streams to the browser meanwhile instead of waiting for the copy to be stored.
    event.waitUntil(keepLanding(response.clone()));
    return response;
  } catch {
    // Offline: the page last seen, else the app's page, which knows where a signed-in person goes.
    const kept = await caches.match('/', { cacheName: LANDING_CACHE, ignoreVary: true });
    return kept ?? (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error();
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch('/', { redirect: 'manual' })
      .then(keepLanding)
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || url.origin !== location.origin || url.pathname !== '/') return;
  // Workbox's routes come after this listener: they would answer / from the precache.
  event.stopImmediatePropagation();
  event.respondWith(landing(event));
});
