// The vite config of every remote, from what differs between them: its name, default port and exposed screens.
// Build-time (Node) module: imported by the remotes' vite.config.ts, never by browser code.
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions, UserConfigFnObject } from 'vite';
import { buildOptions, sharedDependencies } from './federation.ts';
import { compileHints } from './compile-hints.ts';
import { precompress } from './precompress.ts';
import { styledComponentIds } from './styled-component-ids.ts';

export interface RemoteOptions {
  /**
   * The remote's federation.ts: its federated name and the screens the shell may load. `mf_account` is served
   * at /mf/account/, with its port from MF_ACCOUNT_PORT.
   */
  remote: { name: `mf_${string}`; exposes: Record<string, string> };
  /** The standalone page's title: 'Account' → 'Wishlist · Account (standalone)'. */
  title: string;
  /** The dev and preview port when MF_<NAME>_PORT is not set. */
  port: number;
  /** Changes to the /api requests the standalone page proxies (to API_PROXY_TARGET, Prism by default). */
  configureApiProxy?: ProxyOptions['configure'];
}

/**
 * The edge serves a remote's build at /mf/<name>/, so the base is the same in dev, preview and production.
 * `npm run dev` also serves the remote's standalone page for its team, with /api proxied (see scripts/dev.ts).
 * A built remote uses the shell's federation runtime (the shell provides it: shell/vite.config.ts) instead of
 * carrying its own 19 KB copy; the dev server keeps its own, so the standalone page still starts alone.
 */
export function remoteViteConfig({
  remote,
  title,
  port: defaultPort,
  configureApiProxy,
}: RemoteOptions): UserConfigFnObject {
  const name = remote.name.slice('mf_'.length);
  const port = Number(process.env[`MF_${name.toUpperCase()}_PORT`] ?? defaultPort);
  const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, ProxyOptions> = { '/api': { target, changeOrigin: true, configure: configureApiProxy } };
  return ({ command }) => ({
    base: `/mf/${name}/`,
    cacheDir: 'node_modules/.vite',
    plugins: [
      styledComponentIds(),
      react(),
      federation({
        name: remote.name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: remote.exposes,
        shared: sharedDependencies(),
        dts: false,
        experiments: { externalRuntime: command === 'build' },
      }),
      standalonePage(title),
      compileHints(),
      precompress(),
    ],
    // Inside the shell's dev page this remote's HMR client connects straight to this server's port.
    server: { host: '127.0.0.1', port, strictPort: true, proxy, hmr: { clientPort: port } },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: buildOptions,
  });
}

const heart =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23f0436d' d='M12 21s-7.6-4.7-10.1-9.3C.4 8.8 1.9 4.9 5.6 4.2 8 3.7 10.2 4.9 12 7.1c1.8-2.2 4-3.4 6.4-2.9 3.7.7 5.2 4.6 3.7 7.5C19.6 16.3 12 21 12 21z'/%3E%3C/svg%3E";

/**
 * The remote's standalone page, the same for every remote but its title: Vite wants an index.html as the entry,
 * and each remote's is an empty page this fills before Vite bundles the entry script it names.
 */
function standalonePage(title: string): Plugin {
  return {
    name: 'wishlist:standalone-page',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
        {
          tag: 'meta',
          attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
          injectTo: 'head',
        },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#f0436d' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: heart }, injectTo: 'head' },
        { tag: 'title', children: `Wishlist · ${title} (standalone)`, injectTo: 'head' },
        { tag: 'div', attrs: { id: 'root' }, injectTo: 'body' },
        { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
      ],
    },
  };
}
