// The vite config of every remote, from what differs between them: its name and exposed screens (its dev port and
// the path it is deployed at come from the list of remotes, remotes.json).
// Build-time (Node) module: imported by the remotes' vite.config.ts, never by browser code.
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ProxyOptions, type UserConfigFnObject } from 'vite';
import { buildOptions, sharedDependencies } from './shared-dependencies.ts';
import { compileHints } from './compile-hints.ts';
import { compiledMessages } from './compiled-messages.ts';
import { precompress } from './precompress.ts';
import { readRemotes } from './remotes.ts';
import { serverBundlePlugins, serverBundleSsr } from './server-bundle.ts';
import { styledComponentIds } from './styled-component-ids.ts';

export interface RemoteOptions {
  /**
   * The remote's federation.ts: its federated name and the screens the shell may load. `mf_account` is served
   * at its path in remotes.json, with its port from MF_ACCOUNT_PORT, else the list's.
   */
  remote: { name: `mf_${string}`; exposes: Record<string, string> };
  /** The standalone page's title: 'Account' → 'Wishlist · Account (standalone)'. */
  title: string;
  /** Changes to the /api requests the standalone page proxies (to API_PROXY_TARGET, Prism by default). */
  configureApiProxy?: ProxyOptions['configure'];
}

/**
 * The edge serves a remote's build at its path (/mf/<name>/), so the base is the same in dev, preview and production.
 * `npm run dev` also serves the remote's standalone page for its team, with /api proxied (see scripts/dev.ts).
 * A built remote uses the shell's federation runtime (the shell provides it: shell/vite.config.ts) instead of
 * carrying its own 19 KB copy; the dev server keeps its own, so the standalone page still starts alone.
 * Its build also writes its server bundle (serverBundle): the edge renders its screens with it.
 */
export function remoteViteConfig({ remote, title, configureApiProxy }: RemoteOptions): UserConfigFnObject {
  const listed = readRemotes().find((candidate) => candidate.name === remote.name);
  if (!listed) throw new Error(`${remote.name} is not in remotes.json: add its line there`);
  const name = remote.name.slice('mf_'.length);
  const port = Number(process.env[`MF_${name.toUpperCase()}_PORT`] ?? listed.devPort);
  const target = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, ProxyOptions> = { '/api': { target, changeOrigin: true, configure: configureApiProxy } };
  return ({ command }) => ({
    base: listed.path,
    cacheDir: 'node_modules/.vite',
    plugins: [
      styledComponentIds(),
      compiledMessages(),
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
      serverBundle(remote.exposes),
      compileHints(),
      precompress(),
    ],
    // Inside the shell's dev page this remote's HMR client connects straight to this server's port.
    server: { host: '127.0.0.1', port, strictPort: true, proxy, hmr: { clientPort: port } },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: buildOptions,
  });
}

/** The module a remote's server bundle is built from: each exposed screen, and the remote's copy of the API client. */
const SERVER_ENTRY = 'virtual:wishlist-server-exposes';

/**
 * After the browser's build, the remote's server bundle, dist-server/exposes.js (beside dist/, which the edge serves
 * to anyone): `exposes` (`./<Screen>` → its component) and `client`, the remote's copy of the generated API client,
 * which the edge's renderer points at the visitor's API. The shared singletons are left to Node (server-bundle.ts).
 */
function serverBundle(exposes: Record<string, string>): Plugin {
  let root = '';
  const entry: Plugin = {
    name: 'wishlist:server-exposes',
    enforce: 'pre',
    resolveId: (id) => (id === SERVER_ENTRY ? `\0${SERVER_ENTRY}` : null),
    load(id) {
      if (id !== `\0${SERVER_ENTRY}`) return null;
      const screens = Object.entries(exposes);
      return [
        ...screens.map(
          ([, module], index) => `import screen${String(index)} from ${JSON.stringify(join(root, module))};`,
        ),
        `export const exposes = { ${screens.map(([name], index) => `${JSON.stringify(name)}: screen${String(index)}`).join(', ')} };`,
        "export { client } from '@wishlist/contract/client/client.gen.ts';",
      ].join('\n');
    },
  };
  return {
    name: 'wishlist:server-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [...serverBundlePlugins(), entry],
          ssr: serverBundleSsr,
          publicDir: false,
          build: {
            ...buildOptions,
            ssr: true,
            outDir: 'dist-server',
            emptyOutDir: true,
            rolldownOptions: {
              ...buildOptions.rolldownOptions,
              input: SERVER_ENTRY,
              // One file: the edge imports it again, by its modification time, when the remote is rebuilt.
              output: { entryFileNames: 'exposes.js', codeSplitting: false },
            },
          },
        });
      },
    },
  };
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
