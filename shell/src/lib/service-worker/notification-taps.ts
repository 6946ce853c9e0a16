import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A tapped notification opens its screen in this window (public/push-sw.js posts `{ type: 'open', path }`): the
 * router navigates, so the app keeps its state instead of loading again.
 */
export function useNotificationTaps(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const open = (event: MessageEvent<{ type?: string; path?: unknown }>) => {
      const { type, path } = event.data ?? {};
      if (type === 'open' && typeof path === 'string' && path.startsWith('/')) void navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', open);
    // Messages wait until the page says it listens (a listener added this way does not say so by itself).
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', open);
  }, [navigate]);
}
