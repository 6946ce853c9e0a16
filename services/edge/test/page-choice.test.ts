import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';

// Pages: every screen's path loads the shell (200); any other path loads the same shell with 404.
describe('the edge serving pages', () => {
  let webRoot: string;
  let edge: FastifyInstance;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'edge-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en"><meta name="description" content="Wishlist — how will they know unless you tell them?"><title>Wishlist</title><div id="root"></div>',
    );
    mkdirSync(join(webRoot, 'shell', 'dist', 'pages'));
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'pages', 'profileDetail.html'),
      '<!doctype html><link rel="modulepreload" href="/mf/discover/profile.js"><div id="root"></div>',
    );
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'pages', 'pricing.html'),
      '<!doctype html><html lang="en"><link rel="modulepreload" href="/mf/billing/pricing.js"><div id="root"></div>',
    );
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'pages', 'pricing.guest.html'),
      '<!doctype html><html lang="en"><link rel="modulepreload" href="/mf/billing/pricing.js"><div id="root" data-prerendered><main>Choose Your Plan</main></div>',
    );
    edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: webRoot, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await edge?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers a screen's path with the shell, in any case and with a query", async () => {
    for (const url of [
      '/',
      '/login',
      '/LOGIN',
      '/app/',
      '/profile/3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c',
      '/pricing?success=true',
    ]) {
      const res = await edge.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"');
    }
  });

  it("answers a screen with its own page when the build wrote one, preloading that screen's code", async () => {
    for (const url of ['/profile/3f6c8f9a-2b1d-4e7a-9c3b-5d2e1f0a9b8c', '/PROFILE/abc/?from=matches']) {
      const res = await edge.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('href="/mf/discover/profile.js"');
    }
    expect((await edge.inject({ method: 'GET', url: '/profile' })).body).not.toContain('modulepreload');
  });

  it('answers a guest with the screen prerendered, and someone with a session with the page the app renders', async () => {
    const guest = await edge.inject({ method: 'GET', url: '/Pricing?success=true', headers: { cookie: 'theme=dark' } });
    expect(guest.body).toContain('<main>Choose Your Plan</main>');
    expect(guest.headers.vary).toMatch(/cookie/i);
    for (const cookie of ['wishlist.sid=abc', 'theme=dark; wishlist.sid=abc']) {
      const signedIn = await edge.inject({ method: 'GET', url: '/pricing', headers: { cookie } });
      expect(signedIn.body, cookie).toContain('href="/mf/billing/pricing.js"');
      expect(signedIn.body, cookie).not.toContain('Choose Your Plan');
    }
    expect(
      (await edge.inject({ method: 'GET', url: '/pricing', headers: { cookie: 'old.wishlist.sid=abc' } })).body,
    ).toContain('Choose Your Plan');
  });

  it("answers in the visitor's language: the chosen one, else the browser's, the English prerendered page to English only", async () => {
    const visits = [
      { headers: { cookie: 'wishlist.lang=ar' }, lang: 'ar', dir: 'rtl' },
      { headers: { 'accept-language': 'fr-FR, ar-EG;q=0.8' }, lang: 'ar', dir: 'rtl' },
      { headers: { cookie: 'wishlist.lang=en-XA', 'accept-language': 'ar' }, lang: 'en-XA', dir: 'ltr' },
    ];
    for (const { headers, lang, dir } of visits) {
      const res = await edge.inject({ method: 'GET', url: '/pricing', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(res.body).toContain('href="/mf/billing/pricing.js"');
      expect(res.body).not.toContain('Choose Your Plan');
      expect(res.headers.vary).toMatch(/accept-language/i);
    }
    const english = await edge.inject({ method: 'GET', url: '/pricing', headers: { 'accept-language': 'en-GB, ar' } });
    expect(english.body).toContain('<html lang="en"><link');
    expect(english.body).toContain('<main>Choose Your Plan</main>');
  });

  it("writes the page's description in the visitor's language, and leaves the English page as built", async () => {
    const arabic = await edge.inject({ method: 'GET', url: '/login', headers: { cookie: 'wishlist.lang=ar' } });
    expect(arabic.body).toContain(
      '<html lang="ar" dir="rtl"><meta name="description" content="Wishlist — كيف سيعرفون ما لم تخبرهم؟"><title>Wishlist</title>',
    );
    // The pseudo-locale's are English's, accented and 40 % longer (as the apps' catalogues in it).
    const pseudo = await edge.inject({ method: 'GET', url: '/login', headers: { cookie: 'wishlist.lang=en-XA' } });
    expect(pseudo.body).toMatch(/content="Ŵîšĥļîšţ — ĥöŵ ŵîļļ ţĥéý ķñöŵ [^"]+"><title>Ŵîšĥļîšţ \S+<\/title>/);
    const english = await edge.inject({ method: 'GET', url: '/no-such-page' });
    expect(english.body).toContain(
      'content="Wishlist — how will they know unless you tell them?"><title>Wishlist</title>',
    );
  });

  it('answers any other path with the same shell and 404', async () => {
    for (const url of ['/no-such-page', '/profile/a/b', '/app/settings?x=1']) {
      const res = await edge.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("answers the build's HTML files asked by name as any unknown page; only the service worker fetches them", async () => {
    for (const url of ['/index.html', '/index%2Ehtml?x=1', '/pages/pricing.html', '/pages/pricing.guest.html']) {
      const res = await edge.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'document' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe((await edge.inject({ method: 'GET', url: '/no-such-page' })).body);
      expect((await edge.inject({ method: 'GET', url })).statusCode, `${url} without fetch metadata`).toBe(404);
    }
    // The service worker precaches index.html (its offline answer to every navigation) with a script's fetch.
    const precached = await edge.inject({ method: 'GET', url: '/index.html', headers: { 'sec-fetch-dest': 'empty' } });
    expect(precached.statusCode).toBe(200);
    expect(precached.body).toContain('<title>Wishlist</title>');
  });

  it('answers a missing asset and a page POST with 404 in the error shape, not the shell', async () => {
    for (const [method, url] of [
      ['GET', '/mf/billing/missing.js'],
      ['POST', '/login'],
    ] as const) {
      const res = await edge.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

// A signed-in screen's page rendered for its visitor by the shell's server-side renderer (user-pages.ts). This
// renderer stands in for the shell's: it reads through the edge as the real one does, and shows what it got.
// Its path says how its render goes: '/APP' fails, '/app/' finds nothing to render, any other renders.
const standInRenderer = `
export async function renderForUser(template, pathname, api) {
  if (pathname === '/APP') throw new Error('cannot render');
  if (pathname === '/app/') return undefined;
  const answer = await api('/api/no-such-operation?from=render');
  const said = (await answer.json()).message;
  return template.replace('<div id="root"></div>', '<div id="root" data-prerendered>' + pathname + ': ' + answer.status + ' ' + said + '</div>');
}
export async function renderForGuest(template, pathname, api) {
  if (pathname === '/PRICING') throw new Error('cannot render');
  if (pathname === '/pricing/') return undefined;
  const answer = await api('/api/no-such-operation?from=guest');
  return template.replace('<div id="root"></div>', '<div id="root" data-prerendered>plans for a guest: ' + answer.status + '</div>');
}
export async function codeVersion() {
  return '';
}`;

/** A remote's mf-manifest.json exposing `screen` with `chunks`. */
const manifestOf = (publicPath: string, screen: string, chunks: string[]) =>
  JSON.stringify({
    metaData: { publicPath },
    exposes: [{ name: screen, assets: { js: { sync: chunks, async: [] } } }],
  });

// A remote deployed alone (its build swapped under the running edge) is preloaded as it is now, not as the shell's
// build saw it: each remote screen's page gets its remote's entry and the screen's chunks from the manifest.
describe("the edge preloading a remote's screen", () => {
  let webRoot: string;
  let edge: FastifyInstance;
  const discoverManifest = () => join(webRoot, 'mf-discover', 'dist', 'mf-manifest.json');
  const preloadsOn = async (url: string) => {
    const page = (await edge.inject({ method: 'GET', url })).body;
    return [...page.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
  };
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'edge-web-'));
    const pages = join(webRoot, 'shell', 'dist', 'pages');
    mkdirSync(pages, { recursive: true });
    mkdirSync(join(webRoot, 'mf-discover', 'dist'), { recursive: true });
    writeFileSync(
      join(webRoot, 'remotes.json'),
      JSON.stringify([
        { name: 'mf_discover', folder: 'mf-discover', devPort: 5175, path: '/mf/discover/', precache: [] },
      ]),
    );
    writeFileSync(discoverManifest(), manifestOf('/mf/discover/', 'MatchesScreen', ['assets/Matches-1.js']));
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    writeFileSync(
      join(pages, 'matches.html'),
      '<!doctype html><head><link rel="modulepreload" crossorigin href="/assets/FederatedScreen-1.js"></head><div id="root"></div>',
    );
    writeFileSync(join(pages, 'faq.html'), '<!doctype html><head></head><div id="root"></div>');
    edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: webRoot, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await edge?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("preloads the screen's files named by its remote's manifest, and the new ones once the remote is deployed again", async () => {
    expect(await preloadsOn('/matches')).toEqual([
      'modulepreload /assets/FederatedScreen-1.js',
      'modulepreload /mf/discover/remoteEntry.js',
      'modulepreload /mf/discover/assets/Matches-1.js',
      'preload /mf/discover/mf-manifest.json',
    ]);
    writeFileSync(discoverManifest(), manifestOf('/mf/discover/', 'MatchesScreen', ['assets/Matches-2.js']));
    // A later modification time, as a deployment's new file has.
    utimesSync(discoverManifest(), new Date(), new Date(Date.now() + 60_000));
    expect(await preloadsOn('/matches')).toContain('modulepreload /mf/discover/assets/Matches-2.js');
    expect(await preloadsOn('/matches')).not.toContain('modulepreload /mf/discover/assets/Matches-1.js');
  });

  it("adds nothing to a shell screen's page", async () => {
    expect(await preloadsOn('/faq')).toEqual([]);
  });
});

describe('the edge rendering a page for its visitor', () => {
  let webRoot: string;
  let edge: FastifyInstance;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'edge-web-'));
    const pages = join(webRoot, 'shell', 'dist', 'pages');
    mkdirSync(pages, { recursive: true });
    mkdirSync(join(webRoot, 'shell', 'dist-server'));
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      join(pages, 'discover.html'),
      '<!doctype html><link rel="modulepreload" href="/mf/discover/deck.js"><div id="root"></div>',
    );
    // Longer than a TCP segment, as a real page is (a shorter one is not worth compressing).
    const filler = `<!-- ${'the app starts after paint '.repeat(100)} -->`;
    writeFileSync(
      join(pages, 'discover.user.html'),
      `<!doctype html><script src="/start-after-paint.js" data-app="/deck.js"></script>${filler}<div id="root"></div>`,
    );
    writeFileSync(
      join(pages, 'matches.html'),
      '<!doctype html><link rel="modulepreload" href="/mf/discover/matches.js"><div id="root"></div>',
    );
    writeFileSync(join(pages, 'pricing.html'), '<!doctype html><div id="root"></div><!-- the app renders -->');
    writeFileSync(
      join(pages, 'pricing.guest.html'),
      '<!doctype html><div id="root" data-prerendered>Loading plans</div>',
    );
    writeFileSync(join(pages, 'pricing.guest-template.html'), `<!doctype html>${filler}<div id="root"></div>`);
    writeFileSync(join(webRoot, 'shell', 'dist-server', 'prerender.js'), standInRenderer);
    edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: webRoot, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await edge?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders the screen for someone with a session, reading through the edge itself, and lets no shared cache keep it', async () => {
    const res = await edge.inject({
      method: 'GET',
      url: '/App?x=1',
      headers: { cookie: 'wishlist.sid=abc', 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      '<div id="root" data-prerendered>/App: 404 No route for GET /api/no-such-operation</div>',
    );
    expect(res.body).toContain('data-app="/deck.js"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("renders a public screen that shows the API's answers for a guest, and sends the build's page when that fails", async () => {
    const guest = await edge.inject({ method: 'GET', url: '/pricing?success=true', headers: { cookie: 'theme=dark' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('<div id="root" data-prerendered>plans for a guest: 404</div>');
    expect(guest.headers['cache-control']).toBe('private, no-cache');
    expect(guest.headers.vary).toMatch(/cookie/i);
    for (const url of ['/pricing/', '/PRICING']) {
      const unrendered = await edge.inject({ method: 'GET', url });
      expect(unrendered.statusCode, url).toBe(200);
      expect(unrendered.body, url).toContain('<div id="root" data-prerendered>Loading plans</div>');
    }
    const signedIn = await edge.inject({ method: 'GET', url: '/pricing', headers: { cookie: 'wishlist.sid=abc' } });
    expect(signedIn.body).toContain('<!-- the app renders -->');
  });

  it('compresses the rendered page on the fly', async () => {
    const res = await edge.inject({
      method: 'GET',
      url: '/app',
      headers: { cookie: 'wishlist.sid=abc', 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the page unrendered to a guest, to a screen without a rendered page, and when the render finds nothing or fails', async () => {
    const guest = await edge.inject({ method: 'GET', url: '/app' });
    expect(guest.body).toContain('href="/mf/discover/deck.js"');
    const matches = await edge.inject({ method: 'GET', url: '/matches', headers: { cookie: 'wishlist.sid=abc' } });
    expect(matches.body).toContain('href="/mf/discover/matches.js"');
    for (const url of ['/app/', '/APP']) {
      const unrendered = await edge.inject({ method: 'GET', url, headers: { cookie: 'wishlist.sid=abc' } });
      expect(unrendered.statusCode, url).toBe(200);
      expect(unrendered.body, url).toContain('href="/mf/discover/deck.js"');
    }
  });
});
