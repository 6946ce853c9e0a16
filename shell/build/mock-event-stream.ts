import { EVENTS_URL } from '@wishlist/app-runtime/event-stream';
import type { Plugin } from 'vite';

/** As often as the real stream comments to keep the connection open (the contract's `streamEvents`). */
const PING_MS = 25_000;

/**
 * `npm run dev:mock` only: Prism cannot serve a stream (it answers 500 "Cannot serialise complex objects as text"),
 * so the dev server answers GET /api/events itself with a quiet one of real Server-Sent Events text: the
 * `retry: 3000` the services start with, then a ping now and then, and no events, as for a person nobody writes to.
 */
export function mockEventStream(): Plugin {
  return {
    name: 'wishlist-mock-event-stream',
    apply: 'serve',
    configureServer(server) {
      // Registered before Vite's own middlewares, the /api proxy among them.
      server.middlewares.use(EVENTS_URL, (request, response, next) => {
        if (request.method !== 'GET') return next();
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        response.write('retry: 3000\n\n');
        const ping = setInterval(() => response.write(': ping\n\n'), PING_MS);
        request.on('close', () => clearInterval(ping));
      });
    },
  };
}
