// Build-time (Node) module: the vite plugin that has a first visit to a route fetch all of that route's code at
// once. Without it the code arrives in steps, each waiting for the one before: the app, then the screen's chunk,
// and on a remote's route the remote's manifest, then its entry, then the screen's chunks. The build writes a small
// script (in the page's head, async) holding, for each route, its shell chunks and its remote's files; on the
// matching path it adds <link rel="modulepreload"> for the code and <link rel="preload"> for the manifest.
// index.html itself preloads the design system, which every screen needs.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screenPathPattern, screenPaths } from '@wishlist/mf-shared/screen-routes';
import type { Plugin } from 'vite';
import { remoteRoutes } from '../src/app/remote-routes.ts';
import { readRemoteManifest, screenChunks } from './remote-manifests.ts';

/** The shell modules behind a remote's route, as the routes load them (src/app/AppRoutes.tsx). */
const screenModule = '/src/components/federation/FederatedScreen.tsx';
const navigationModule = '/src/features/navigation/components/MainNavigation.tsx';
/** The shell's own screens loaded on first use (src/app/AppRoutes.tsx; the landing page is prerendered). */
export const shellScreens = {
  login: '/src/features/auth/components/LoginScreen.tsx',
  signup: '/src/features/auth/components/SignupScreen.tsx',
  resetPassword: '/src/features/auth/components/ResetPasswordScreen.tsx',
  faq: '/src/features/faq/components/FaqScreen.tsx',
  contact: '/src/features/contact/components/ContactScreen.tsx',
  terms: '/src/features/terms/components/TermsScreen.tsx',
} as const satisfies Partial<Record<keyof typeof screenPaths, string>>;
/** The design system, which every screen needs: federation loads it only once the app runs, so index.html preloads it. */
const designSystemModule = '/packages/ui/src/index.ts';
const preloadedModules = [screenModule, navigationModule, designSystemModule, ...Object.values(shellScreens)];

/** What one path preloads: a pattern source (matched case-insensitively), module URLs, fetch URLs. */
export type RoutePreload = [pattern: string, modules: string[], fetches: string[]];

/** Runs in the page's head: finds the visited path's entry and adds its preload links. */
export const preloadScript = (routes: RoutePreload[]) => `(function () {
  var routes = ${JSON.stringify(routes)};
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) { link.setAttribute('as', as); link.crossOrigin = 'anonymous'; }
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0], 'i').test(location.pathname)) continue;
    routes[i][1].forEach(function (href) { add('modulepreload', href); });
    routes[i][2].forEach(function (href) { add('preload', href, 'fetch'); });
    return;
  }
})();
`;

export function routePreload(webRoot: string): Plugin {
  let outDir = '';
  /** The files of each shell module above: its chunk and the chunks it imports. */
  const shellChunks = new Map<string, string[]>();
  return {
    name: 'wishlist:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      /** A chunk and every chunk it imports, however indirectly. */
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
        seen.add(fileName);
        for (const imported of chunk.imports) withImports(imported, seen);
        return seen;
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const module = preloadedModules.find((name) => chunk.facadeModuleId?.endsWith(name));
        if (module) shellChunks.set(module, [...withImports(chunk.fileName)].map((file) => `/${file}`));
      }
    },
    // Before the service worker is generated, so the script is precached with the rest of the build.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const indexFile = join(outDir, 'index.html');
        const indexHtml = readFileSync(indexFile, 'utf8');
        // What index.html loads or preloads already is left out.
        const notInIndex = (file: string) => !indexHtml.includes(`"${file}"`);
        const shellRoutes = Object.entries(shellScreens).map(([name, module]): RoutePreload => {
          const path = screenPaths[name as keyof typeof shellScreens];
          return [screenPathPattern(path).source, (shellChunks.get(module) ?? []).filter(notInIndex), []];
        });
        const remoteRoutePreloads = Object.entries(remoteRoutes).map(([name, route]): RoutePreload => {
          const [remoteName = '', screen = ''] = route.screen.split('/');
          const manifest = readRemoteManifest(webRoot, remoteName.replace('_', '-'));
          const remoteFiles = manifest ? ['remoteEntry.js', ...screenChunks(manifest, screen)].map((file) => `${manifest.metaData.publicPath}${file}`) : [];
          const shellFiles = [screenModule, ...('navigation' in route ? [navigationModule] : [])].flatMap((module) => shellChunks.get(module) ?? []);
          const manifestUrl = manifest ? [`${manifest.metaData.publicPath}mf-manifest.json`] : [];
          const path = screenPaths[name as keyof typeof remoteRoutes];
          return [screenPathPattern(path).source, [...new Set([...shellFiles.filter(notInIndex), ...remoteFiles])], manifestUrl];
        });
        const script = preloadScript([...shellRoutes, ...remoteRoutePreloads]);
        const fileName = `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(outDir, fileName), script);
        const designSystem = (shellChunks.get(designSystemModule) ?? []).filter(notInIndex).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
        writeFileSync(
          indexFile,
          indexHtml
            .replace('<script type="module"', `<script async src="/${fileName}"></script>\n    <script type="module"`)
            .replace('</head>', `${designSystem.join('')}</head>`),
        );
      },
    },
  };
}
