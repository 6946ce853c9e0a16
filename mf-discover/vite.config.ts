import { remoteViteConfig } from '@wishlist/mf-shared/remote-vite-config';
import { defineConfig } from 'vite';

// The discover remote (Discover, Wishlist, Profile detail, Matches).
export default defineConfig(
  remoteViteConfig({
    name: 'discover',
    title: 'Discover',
    port: 5175,
    exposes: {
      './DiscoverScreen': './src/exposes/DiscoverScreen.tsx',
      './WishlistScreen': './src/exposes/WishlistScreen.tsx',
      './ProfileDetailScreen': './src/exposes/ProfileDetailScreen.tsx',
      './MatchesScreen': './src/exposes/MatchesScreen.tsx',
    },
    // Prism only checks that the session cookie is present, and its mocked login sets none: a request
    // without cookies gets a stand-in. Real services ignore it (it is not signed), so this is harmless there.
    configureApiProxy: (server) => {
      server.on('proxyReq', (request) => {
        if (!request.getHeader('cookie')) request.setHeader('cookie', 'wishlist.sid=standalone-mock');
      });
    },
  }),
);
