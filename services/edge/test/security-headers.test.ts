import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HELD_TAPS_SCRIPT } from '@wishlist/app-runtime/held-taps';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';

// Issue 17, item 8: the app's pages carry a CSP and the headers that stop framing and sniffing.
let edge: FastifyInstance;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'wishlist-web-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Wishlist</title>');
  edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: webRoot, LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await edge?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it('on a page of the app: a CSP that forbids framing, and no sniffing, no framing, a strict referrer', async () => {
    const res = await edge.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('let Stripe Elements load, call its API and draw its frames, and the service worker register', async () => {
    const csp = directives(String((await edge.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows the script that holds a prerendered page's taps by its hash, and no other inline script", async () => {
    const csp = directives(String((await edge.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    const hash = createHash('sha256').update(HELD_TAPS_SCRIPT).digest('base64');
    expect(csp.get('script-src')).toContain(`'sha256-${hash}'`);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('on API answers and errors too', async () => {
    const res = await edge.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('every header helmet sets, each answer alike (worked out once at start, not per request)', async () => {
    const helmetHeaders = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const answers = await Promise.all(
      ['/login', '/api/nothing', '/login'].map((url) => edge.inject({ method: 'GET', url })),
    );
    for (const res of answers) {
      for (const name of helmetHeaders) expect(res.headers[name], name).toBe(answers[0]?.headers[name]);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(answers[0]?.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(answers[0]?.headers['x-xss-protection']).toBe('0');
  });
});
