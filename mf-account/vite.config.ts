import { federation } from '@module-federation/vite';
import { sharedDependencies } from '@wishlist/mf-shared/federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remote } from './federation.ts';

// The account remote (own profile). The edge serves its build at /mf/account/, so the base is the same in
// dev, preview and production. `npm run dev` also serves a standalone page for the team, with /api proxied
// to API_PROXY_TARGET (Prism by default, see scripts/dev.ts).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const port = Number(process.env.MF_ACCOUNT_PORT ?? 5176);
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: '/mf/account/',
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
