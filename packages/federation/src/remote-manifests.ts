// The remotes' mf-manifest.json, read from their builds: by the shell's build (the service worker's precache) and by
// the edge at each page view (each remote screen's preloads), so a remote deployed alone is preloaded as it is now.
// Node module: never loaded by a browser.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Remote } from './remotes.ts';

export interface FederationManifest {
  metaData: { publicPath: string };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const manifestFile = (webRoot: string, folder: string) => join(webRoot, folder, 'dist', 'mf-manifest.json');

/** The manifest of the remote built in `<webRoot>/<folder>/dist`, or undefined when it is not built. */
export function readRemoteManifest(webRoot: string, folder: string): FederationManifest | undefined {
  const file = manifestFile(webRoot, folder);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FederationManifest) : undefined;
}

/**
 * The chunks an exposed screen needs when it loads: its own, and the remote's share-loading wrappers. The
 * shared-library fallbacks a remote carries are left out: the shell provides those libraries.
 */
export function screenChunks(manifest: FederationManifest, screen: string): string[] {
  const expose = manifest.exposes.find((candidate) => candidate.name === screen);
  if (!expose) return [];
  return [...expose.assets.js.sync, ...expose.assets.js.async.filter((asset) => asset.includes('loadShare'))];
}

/** What a page preloads: module URLs, and URLs fetched as data (a remote's manifest). */
export interface Preloads {
  modules: string[];
  fetches: string[];
}

/**
 * The preloads of a remote's screen as the remote is deployed now: its manifest, its entry and the screen's chunks.
 * Each manifest is read again when its file changed (a remote deployed alone), else kept.
 */
export function remoteScreenPreloads(webRoot: string) {
  const kept = new Map<string, { changed: number; manifest: FederationManifest | undefined }>();
  const manifestOf = (folder: string) => {
    const file = manifestFile(webRoot, folder);
    const changed = existsSync(file) ? statSync(file).mtimeMs : 0;
    let last = kept.get(folder);
    if (last?.changed !== changed) {
      last = { changed, manifest: changed ? readRemoteManifest(webRoot, folder) : undefined };
      kept.set(folder, last);
    }
    return last.manifest;
  };
  return (remote: Pick<Remote, 'folder'>, screen: string): Preloads => {
    const manifest = manifestOf(remote.folder);
    if (!manifest) return { modules: [], fetches: [] };
    const { publicPath } = manifest.metaData;
    return {
      modules: ['remoteEntry.js', ...screenChunks(manifest, screen)].map((file) => `${publicPath}${file}`),
      fetches: [`${publicPath}mf-manifest.json`],
    };
  };
}

const startScript = /(<script src="\/start-after-paint\.js"[^>]* data-preload=")([^"]*)"/;

/**
 * `page` with `preloads`: module preloads in its head, where the browser's preload scanner finds them with the page,
 * or, on a page that starts its app after its first paint (the shell's prerendered pages: public/start-after-paint.js),
 * added to those the start script adds then; fetches in its head.
 */
export function withPreloads(page: string, { modules, fetches }: Preloads): string {
  const started = startScript.exec(page);
  const links = [
    ...(started ? [] : modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
  ];
  const withModules = started
    ? page.replace(
        startScript,
        (_all, before: string, listed: string) => `${before}${[listed, ...modules].filter(Boolean).join(' ')}"`,
      )
    : page;
  return links.length === 0 ? withModules : withModules.replace('</head>', `${links.join('')}</head>`);
}
