import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { readRemotes, remotesInBrowser } from '@wishlist/federation/remotes';
import { DEFAULT_LOCALE, requestLocale } from '@wishlist/app-runtime/locale';
import { landingFile, remotesConfigPath } from '@wishlist/app-runtime/screens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage, serveShellForPages } from './page-choice.ts';

/** A year, the longest HTTP allows in practice: a hashed file never changes, a new build gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, sw.js, each remote's remoteEntry.js and manifest) is asked for again each time. */
export const REVALIDATE = 'no-cache';

/** Vite writes every file whose name carries a content hash under `assets/`; the rest keep stable names. */
function cacheControlFor(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

const staticOptions = {
  // The brotli and gzip copies written at build time (@wishlist/federation/precompress), chosen by Accept-Encoding.
  preCompressed: true,
  cacheControl: false,
  // ETag (and Last-Modified) stay on: a revalidated file that did not change costs a 304 and no body.
  setHeaders: (reply: FastifyReply, path: string) => {
    reply.header('cache-control', cacheControlFor(path));
  },
};

/**
 * Whether a request names one of the shell's HTML files (index.html, landing.html, pages/…, or their compressed
 * copies). They are pages only at their routes (/ and the screens' paths: page-choice.ts), so asked for by name they
 * answer as any unknown page (404). The service worker precaches them with a script's fetch (`Sec-Fetch-Dest: empty`).
 */
function isShellHtmlByName(request: FastifyRequest) {
  if (request.routeOptions.url !== '/*' || request.headers['sec-fetch-dest'] === 'empty') return false;
  return /\.html(?:\.br|\.gz)?$/.test((request.params as { '*'?: string })['*'] ?? '');
}

/** A GET of the landing page (the directory index, /). */
const isLandingPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0] === '/';

/**
 * The landing page in the visitor's language (the language cookie, else Accept-Language), as the build wrote one for
 * each, with the page's title and description in it; English, the directory index, is left to the static files.
 */
async function sendLandingPage(request: FastifyRequest, reply: FastifyReply, shellDist: string) {
  reply.header('vary', 'cookie, accept-language');
  const locale = requestLocale(request.headers);
  const file = landingFile(locale);
  if (locale === DEFAULT_LOCALE || !existsSync(join(shellDist, file))) return;
  return sendPage(reply, shellDist, file, locale, undefined);
}

/**
 * Each remote listed in the web root's remotes.json, its build served at its path (/mf/<name>/), and where their
 * manifests are at /mf/remotes.json (no-cache: a remote added or moved is seen at the next start of the app).
 */
async function serveRemotes(app: FastifyInstance, webRoot: string) {
  const remotes = existsSync(join(webRoot, 'remotes.json')) ? readRemotes(webRoot) : [];
  const config = JSON.stringify(remotesInBrowser(remotes));
  app.get(remotesConfigPath, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('application/json').send(config),
  );
  for (const remote of remotes) {
    const dist = join(webRoot, remote.folder, 'dist');
    if (existsSync(dist))
      await app.register(fastifyStatic, { ...staticOptions, root: dist, prefix: remote.path, decorateReply: false });
  }
}

/**
 * Serves the built shell at / (its landing page, prerendered, as the directory index) and each remote's build at
 * its path (serveRemotes). Any other GET outside /mf/ and /api/ is a client-side route: it gets the shell's index.html.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string, sessionCookie: string, bodyTimeoutMs: number) {
  const shellDist = join(webRoot, 'shell', 'dist');
  await serveRemotes(app, webRoot);
  if (!existsSync(shellDist)) {
    app.log.warn(`${shellDist} is missing: build the shell (npm run build) to serve the app`);
    return;
  }
  // wildcard: files are looked up per request, so a rebuild of the shell is served without a restart.
  const index = [existsSync(join(shellDist, 'landing.html')) ? 'landing.html' : 'index.html'];
  await app.register(fastifyStatic, { ...staticOptions, root: shellDist, prefix: '/', wildcard: true, index });
  app.addHook('onRequest', async (request, reply) => {
    if (isShellHtmlByName(request)) return reply.callNotFound();
    if (isLandingPage(request)) return sendLandingPage(request, reply, shellDist);
  });
  // Client-side routes (/app, /PROFILE/…) load the shell; unknown paths the same shell with 404.
  await serveShellForPages(app, webRoot, sessionCookie, bodyTimeoutMs);
}
