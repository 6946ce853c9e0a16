import { remoteViteConfig } from '@wishlist/federation/remote-vite-config';
import { defineConfig } from 'vite';
import { remote } from './federation.ts';

// The discover remote (Discover, Wishlist, Profile detail, Matches).
export default defineConfig(
  remoteViteConfig({
    remote,
    title: 'Discover',
    // Prism only checks that the session cookie is present, and its mocked login sets none: a request
    // without cookies gets a stand-in. Real services ignore it (it is not signed), so this is harmless there.
    configureApiProxy: (server) => {
      server.on('proxyReq', (request) => {
        if (!request.getHeader('cookie')) request.setHeader('cookie', 'wishlist.sid=standalone-mock');
      });
    },
  }),
);
