// Build-time (Node) module: the vite plugin that has a first visit to a route fetch all of that route's code at
// once. Without it the code arrives in steps, each waiting for the one before: the app, then the screen's chunk,
// and on a remote's route the remote's manifest, then its entry, then the screen's chunks. The build writes one
// page per screen, dist/pages/<screen>.html: index.html with <link rel="modulepreload"> for the route's shell code
// in the head, where the browser's preload scanner finds them with the page itself. The edge answers each screen's
// path with its page (services/edge/src/page-choice.ts), adding a remote's screen's preloads from that remote's
// manifest as deployed then: a remote deployed alone is preloaded as it is, never as it was when the shell was built.
// index.html itself preloads what every screen needs: the steps of the app's start-up and the design system.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type ScreenName, remotesConfigPath, screen, screenModule, screenNames } from '@wishlist/app-runtime/screens';
import { type Preloads, withPreloads } from '@wishlist/federation/remote-manifests';
import type { Plugin, Rollup } from 'vite';

/** The shell modules behind a remote's route, as the routes load them (src/app/AppRoutes.tsx). */
const federatedModule = '/src/components/federation/FederatedScreen.tsx';
const navigationModule = '/src/features/navigation/components/MainNavigation.tsx';
/**
 * The shell's own screens, loaded on first use (src/app/AppRoutes.tsx), by name: the module of each, from the table of
 * screens. The landing page has none of its own: the edge serves it at / as the directory index, without the app.
 */
export const shellScreens = Object.fromEntries(
  screenNames.flatMap((name) => {
    const { app, path } = screenModule(name);
    return app !== 'shell' || screen(name).path === '/' ? [] : [[name, `/${path}`]];
  }),
);
/** The design system, which every screen needs: federation loads it only once the app runs, so index.html preloads it. */
const designSystemModule = '/packages/ui/src/index.ts';
const preloadedModules = [federatedModule, navigationModule, designSystemModule, ...Object.values(shellScreens)];

const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The script that starts the app in a built page: its tag, and its URL. */
export function appStart(page: string): { tag: string; src: string } {
  const [tag, src] = appScript.exec(page) ?? [];
  if (!tag || !src) throw new Error('the page has no module script to start the app');
  return { tag, src };
}

/** The page of one screen: the app's index.html with the screen's preloads at the end of its head. */
export const routePage = (indexHtml: string, preloads: Preloads): string => withPreloads(indexHtml, preloads);

/** What the build's chunks hold, read as the bundle is generated. */
interface Chunks {
  /** The files of each shell module above: its chunk and the chunks it imports. */
  shell: Map<string, string[]>;
  /** Every chunk with the chunks it imports. */
  imports: Map<string, string[]>;
}

/** Each chunk of the bundle with every chunk it imports, however indirectly, as URLs. */
function readChunks(bundle: Rollup.OutputBundle, chunks: Chunks) {
  const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
    seen.add(fileName);
    for (const imported of chunk.imports) withImports(imported, seen);
    return seen;
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const files = [...withImports(chunk.fileName)].map((file) => `/${file}`);
    chunks.imports.set(`/${chunk.fileName}`, files);
    const module = chunk.facadeModuleId && preloadedModules.find((name) => chunk.facadeModuleId?.endsWith(name));
    if (module) chunks.shell.set(module, files);
  }
}

/**
 * index.html with the preloads every screen needs, written back, and returned. The page's start-up script
 * (federation's) imports its steps one after another, by names written into its code after bundling: each step,
 * with what it imports, is fetched at once instead.
 */
function preloadStartup(outDir: string, chunks: Chunks): string {
  const indexFile = join(outDir, 'index.html');
  const builtIndex = readFileSync(indexFile, 'utf8');
  const startScript = appStart(builtIndex).src;
  const steps = [...readFileSync(join(outDir, startScript), 'utf8').matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map(
    ([, file]) => join(dirname(startScript), file ?? ''),
  );
  const startup = [
    ...steps.flatMap((step) => chunks.imports.get(step) ?? []),
    ...(chunks.shell.get(designSystemModule) ?? []),
  ];
  const preloads = [...new Set(startup)].filter((file) => !builtIndex.includes(`"${file}"`));
  const indexHtml = routePage(builtIndex, { modules: preloads, fetches: [] });
  writeFileSync(indexFile, indexHtml);
  return indexHtml;
}

/**
 * What a remote's screen preloads of the shell: the shell's modules behind it, and where the remotes are (read at
 * run time: the edge's /mf/remotes.json). The edge adds the remote's own files as it sends the page. A moderators'
 * screen preloads nothing of its remote: a member who opens it sees Not Found, and their browser fetches nothing of
 * the console.
 */
function remoteScreenPreload(name: ScreenName, chunks: Chunks, notInIndex: (file: string) => boolean): Preloads | null {
  const { from, navigation, for: audience } = screen(name);
  if (!('remote' in from)) return null;
  const shellFiles = [federatedModule, ...(navigation ? [navigationModule] : [])].flatMap(
    (module) => chunks.shell.get(module) ?? [],
  );
  const remotesConfig = audience === 'moderators' ? [] : [remotesConfigPath];
  return { modules: [...new Set(shellFiles.filter(notInIndex))], fetches: remotesConfig };
}

/** Every screen's page: index.html (as preloaded for start-up) with the screen's own preloads. */
function writeScreenPages(outDir: string, chunks: Chunks) {
  const indexHtml = preloadStartup(outDir, chunks);
  // What index.html loads or preloads already is left out.
  const notInIndex = (file: string) => !indexHtml.includes(`"${file}"`);
  const shellRoutes = Object.entries(shellScreens).map(([name, module]): [string, Preloads] => [
    name,
    { modules: (chunks.shell.get(module) ?? []).filter(notInIndex), fetches: [] },
  ]);
  const remoteRoutes = screenNames.flatMap((name): [string, Preloads][] => {
    const preload = remoteScreenPreload(name, chunks, notInIndex);
    return preload ? [[name, preload]] : [];
  });
  mkdirSync(join(outDir, 'pages'), { recursive: true });
  for (const [name, preload] of [...shellRoutes, ...remoteRoutes]) {
    writeFileSync(join(outDir, 'pages', `${name}.html`), routePage(indexHtml, preload));
  }
}

export function routePreload(): Plugin {
  let outDir = '';
  const chunks: Chunks = { shell: new Map(), imports: new Map() };
  return {
    name: 'wishlist:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      readChunks(bundle, chunks);
    },
    // Before the service worker is generated, so the index.html it precaches has its preloads too.
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        writeScreenPages(outDir, chunks);
      },
    },
  };
}
