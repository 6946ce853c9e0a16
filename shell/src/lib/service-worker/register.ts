import { toast } from '@wishlist/ui';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (spec §1); main.tsx calls it once the page is idle, so it never competes with the start.
 * A new version waits until the visitor chooses to reload: reloading on its own could lose what they were typing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast({
        title: 'A new version of Wishlist is ready',
        description: 'Reload to get the latest.',
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
