import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { loadConfig } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';
import { IMMUTABLE, REVALIDATE } from '../src/static.ts';

/** A built web root as the apps' builds leave it: files with their brotli and gzip copies. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'wishlist-edge-static-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${path}.gz`), gzipSync(content));
  };
  write('shell/dist/index.html', '<html><body><div id="root"></div></body></html>');
  write('shell/dist/landing.html', '<html><body><h1>Wishlist</h1></body></html>');
  write(
    'shell/dist/landing.ar.html',
    '<html lang="ar" dir="rtl"><head><meta name="description" content="Wishlist — how will they know unless you tell them?"></head><body><h1>Wishlist</h1></body></html>',
  );
  write('shell/dist/assets/index-Ab12Cd34.js', 'console.log("app");'.repeat(100));
  write('mf-discover/dist/remoteEntry.js', 'export const entry = 1;'.repeat(100));
  const discover = { name: 'mf_discover', folder: 'mf-discover', devPort: 5175, path: '/mf/discover/', precache: [] };
  writeFileSync(join(root, 'remotes.json'), JSON.stringify([discover]));
  return root;
}

describe('the edge serving the web apps', () => {
  let root: string;
  let edge: FastifyInstance;
  let billing: FastifyInstance;
  beforeAll(async () => {
    root = webRoot();
    // A stand-in for billing answering a large JSON, to see the edge compress API answers.
    billing = Fastify();
    billing.get('/api/subscription-plans', async () =>
      Array.from({ length: 50 }, (_, i) => ({ id: `plan-${String(i)}`, name: 'A plan' })),
    );
    billing.get('/api/billing/config', async () => ({ publishableKey: 'pk_test_small' }));
    const billingUrl = await billing.listen({ host: '127.0.0.1', port: 0 });
    edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: root, BILLING_URL: billingUrl, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await edge?.close();
    await billing?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers / with the prerendered landing page and other routes with the app, both revalidated', async () => {
    const landing = await edge.inject({ url: '/' });
    expect(landing.body).toContain('<h1>Wishlist</h1>');
    expect(landing.headers['cache-control']).toBe(REVALIDATE);
    expect(landing.headers.etag).toBeTruthy();
    const app = await edge.inject({ url: '/login' });
    expect(app.body).toContain('<div id="root"></div>');
    expect(app.headers['content-type']).toMatch(/^text\/html/);
  });

  it("answers / in the visitor's language: the language cookie, else the browser's", async () => {
    const arabic = await edge.inject({ url: '/', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<meta name="description" content="Wishlist — كيف سيعرفون ما لم تخبرهم؟">');
    expect(arabic.headers.vary).toMatch(/accept-language/);
    expect(arabic.headers['cache-control']).toBe(REVALIDATE);
    const chosen = await edge.inject({ url: '/', headers: { cookie: 'wishlist.lang=en', 'accept-language': 'ar' } });
    expect(chosen.body).not.toContain('lang="ar"');
    // A language the build wrote no landing page in gets the English one.
    const pseudo = await edge.inject({ url: '/', headers: { cookie: 'wishlist.lang=en-XA' } });
    expect(pseudo.body).toContain('<h1>Wishlist</h1>');
  });

  it('sends the precompressed copy the browser accepts: brotli first, then gzip, else the file', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const brotli = await edge.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('console.log("app")');
    expect((await edge.inject({ url, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await edge.inject({ url })).headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year, and revalidates a remote entry with its ETag', async () => {
    expect((await edge.inject({ url: '/assets/index-Ab12Cd34.js' })).headers['cache-control']).toBe(IMMUTABLE);
    const entry = await edge.inject({ url: '/mf/discover/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    const again = await edge.inject({
      url: '/mf/discover/remoteEntry.js',
      headers: { 'if-none-match': String(entry.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('tells the browser where each remote of remotes.json has its manifest, asked for again each time', async () => {
    const config = await edge.inject({ url: '/mf/remotes.json' });
    expect(config.json()).toEqual([{ name: 'mf_discover', manifest: '/mf/discover/mf-manifest.json', offline: false }]);
    expect(config.headers['cache-control']).toBe(REVALIDATE);
  });

  it("compresses the services' JSON on the fly", async () => {
    const res = await edge.inject({ url: '/api/subscription-plans', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveLength(50);
  });

  it('sends a JSON answer that fits one TCP segment as it is: compressing it would save no packet', async () => {
    const res = await edge.inject({ url: '/api/billing/config', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ publishableKey: 'pk_test_small' });
  });
});
