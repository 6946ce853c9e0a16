import { toast } from '@wishlist/ui';

/**
 * Registers the service worker (spec §1); main.tsx calls it once the page is idle, so it never competes with the start.
 * A new version waits until the visitor chooses to reload: reloading on its own could lose what they were typing.
 * (The browser's own API: workbox-window would add 3 KB to every first visit for the same few lines.)
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    // Nothing is answered where service workers are blocked (a browser test's setting, as Playwright's 'block').
    (registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          // Installed while an older version controls the page: it waits for the visitor's choice.
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offerReload(worker);
        });
      });
    },
    () => undefined,
  );
}

function offerReload(waiting: ServiceWorker): void {
  toast({
    title: 'A new version of Wishlist is ready',
    description: 'Reload to get the latest.',
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        // The generated worker skips waiting when asked (vite-plugin-pwa's 'prompt').
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
