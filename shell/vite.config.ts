import { federation } from '@module-federation/vite';
import { compileHints } from '@wishlist/federation/compile-hints';
import { compiledMessages } from '@wishlist/federation/compiled-messages';
import { buildOptions, sharedDependencies } from '@wishlist/federation/shared-dependencies';
import { precompress } from '@wishlist/federation/precompress';
import { readRemotes, remotesInBrowser } from '@wishlist/federation/remotes';
import { remotesConfigPath } from '@wishlist/app-runtime/screens';
import { styledComponentIds } from '@wishlist/federation/styled-component-ids';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { minifyPublicScripts } from './build/minify-public-scripts.ts';
import { mockEventStream } from './build/mock-event-stream.ts';
import { prerender } from './build/prerender.ts';
import { remotePrecacheEntries } from './build/remote-precache.ts';
import { routePreload } from './build/route-preload.ts';

// The host. In production the edge serves this build at / and the remotes at /mf/<name>/ on the same
// origin; `vite dev` and `vite preview` imitate the edge by proxying /api (Prism by default) and each
// /mf/<name>/ (that remote's dev or preview server, see scripts/dev.ts), each remote of the list (remotes.json). The
// remotes' URLs are runtime configuration: see src/config/env.ts.
/** The repository's root: the remotes' builds are in <root>/<folder>/dist. */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const remotes = readRemotes(webRoot);
const target = (variable: string, port: number) => process.env[variable] ?? `http://127.0.0.1:${String(port)}`;
// Prism answers 401 to a request without the session cookie the contract requires; against the mock, every
// request carries a stand-in one (MOCK_SESSION_COOKIE, set by `npm run dev:mock`), so signed-in screens work, and
// the session's user is the contract's example moderator, so the moderators' console opens too.
const mockSession = process.env.MOCK_SESSION_COOKIE;
const asMockModerator: ProxyOptions['configure'] = (proxy) => {
  proxy.on('proxyReq', (request) => {
    if (request.path === '/api/auth/me') request.setHeader('prefer', 'example=moderator');
  });
};
const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: target('API_PROXY_TARGET', 4010),
    changeOrigin: true,
    ...(mockSession ? { headers: { cookie: `wishlist.sid=${mockSession}` }, configure: asMockModerator } : {}),
  },
  ...Object.fromEntries(
    remotes.map((remote) => {
      const variable = `${remote.name.slice('mf_'.length).toUpperCase()}_PROXY_TARGET`;
      return [remote.path, { target: target(`MF_${variable}`, remote.devPort), changeOrigin: true }];
    }),
  ),
};

/** In dev and preview, /mf/remotes.json as the edge answers it: where the shell finds each remote's manifest. */
const remotesConfig = (): Plugin => {
  const answer = (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-cache');
    response.end(JSON.stringify(remotesInBrowser(remotes)));
  };
  return {
    name: 'wishlist:remotes-config',
    configureServer: (server) => {
      server.middlewares.use(remotesConfigPath, answer);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(remotesConfigPath, answer);
    },
  };
};

// The service worker (production builds only): the app shell starts offline. It precaches this build and the code of
// the screens remotes.json names (Discover, Wishlist, Matches: build/remote-precache.ts), and answers every
// navigation but / with index.html; / is the landing page in the visitor's language (public/landing-sw.js). The remotes' other files go to the network first (their
// manifests and entries included, so a remote deployed alone is seen at once; hashed ones, immutable, are served from
// the cache once seen). /api is never matched: never cached.
const serviceWorker = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Wishlist',
      short_name: 'Wishlist',
      description: 'How will they know unless you tell them?',
      start_url: '/',
      display: 'standalone',
      background_color: '#fff8f5',
      theme_color: '#d6225a',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      // The screens' own pages only add preloads for a first visit over the network: offline, index.html does. The
      // landing page is kept in the language the edge chose (public/landing-sw.js).
      globIgnores: ['pages/**', 'landing*.html'],
      additionalManifestEntries: remotePrecacheEntries(webRoot),
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/internal\//, /^\/mf\//],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/mf\/\w+\/assets\//.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'wishlist-remote-assets', expiration: { maxEntries: 300 } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/mf/'),
          handler: 'NetworkFirst',
          options: { cacheName: 'wishlist-remotes', expiration: { maxEntries: 50 } },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // Web Push: showing a push and opening the app when one is tapped (public/push-sw.js); the remotes' manifests
      // and entries kept for an offline start (public/remotes-sw.js); the landing page (public/landing-sw.js).
      importScripts: ['/push-sw.js', '/remotes-sw.js', '/landing-sw.js'],
    },
  });

export default defineConfig({
  cacheDir: 'node_modules/.vite',
  plugins: [
    // The same names for styled components in the browser's build and the server's (build/prerender.ts).
    styledComponentIds(),
    compiledMessages(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      dts: false,
      // The one federation runtime of the page, which the built remotes use (remote-vite-config.ts).
      experiments: { provideExternalRuntime: true },
    }),
    remotesConfig(),
    ...(mockSession ? [mockEventStream()] : []),
    routePreload(),
    // After routePreload, which writes the screens' pages it fills in.
    prerender(),
    serviceWorker(),
    minifyPublicScripts(),
    compileHints(),
    precompress(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  build: buildOptions,
});
