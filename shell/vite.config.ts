import { federation } from '@module-federation/vite';
import { sharedDependencies } from '@wishlist/mf-shared/federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host. In production the edge serves this build at / and the remotes at /mf/<name>/ on the same
// origin; `vite dev` and `vite preview` imitate the edge by proxying /api (Prism by default) and
// /mf/billing/ (the mf-billing dev or preview server). The remotes' URLs are runtime configuration:
// see src/config/env.ts.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
const billingTarget = process.env.MF_BILLING_PROXY_TARGET ?? 'http://127.0.0.1:5174';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/mf/billing/': { target: billingTarget, changeOrigin: true },
};

export default defineConfig({
  cacheDir: 'node_modules/.vite',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies,
      dts: false,
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  build: { target: 'esnext' },
});
