import { federation } from '@module-federation/vite';
import { sharedDependencies } from '@wishlist/mf-shared/federation';
import react from '@vitejs/plugin-react';
import { type ProxyOptions, defineConfig } from 'vite';
import { remote } from './federation.ts';

// The discover remote (Discover, Wishlist, Profile detail, Matches). The edge serves its build at
// /mf/discover/, so the base is the same in dev, preview and production. `npm run dev` also serves a
// standalone page for the team, with /api proxied to API_PROXY_TARGET (Prism by default, see scripts/dev.ts).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const port = Number(process.env.MF_DISCOVER_PORT ?? 5175);
const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    // Prism only checks that the session cookie is present, and its mocked login sets none: a request
    // without cookies gets a stand-in. Real services ignore it (it is not signed), so this is harmless there.
    configure: (server) => {
      server.on('proxyReq', (request) => {
        if (!request.getHeader('cookie')) request.setHeader('cookie', 'wishlist.sid=standalone-mock');
      });
    },
  },
};

export default defineConfig({
  base: '/mf/discover/',
  cacheDir: 'node_modules/.vite',
  plugins: [
    react(),
    federation({
      name: remote.name,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: remote.exposes,
      shared: sharedDependencies,
      dts: false,
    }),
  ],
  // Inside the shell's dev page this remote's HMR client connects straight to this server's port.
  server: { host: '127.0.0.1', port, strictPort: true, proxy, hmr: { clientPort: port } },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: { target: 'esnext' },
});
