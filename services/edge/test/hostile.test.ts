import { connect, type Socket } from 'node:net';
import { bodyLimitOf, loadConfig } from '@wishlist/service-kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The probe's findings against the edge, over real sockets to the real stack.
let stack: TestStack;
let port: number;
beforeAll(async () => {
  stack = await startTestStack({ EDGE_BODY_TIMEOUT_MS: '1000' });
  port = Number(new URL(stack.url).port);
});
afterAll(async () => {
  await stack?.stop();
});

/**
 * Writes raw bytes to the edge: `sent` once they are written to the socket, `answer` what came back before `ms`
 * passed or the edge closed.
 */
function rawRequest(request: string, ms = 5_000) {
  const socket = connect(port, '127.0.0.1');
  const sent = new Promise<void>((resolve) => socket.write(request, () => resolve()));
  const answer = new Promise<{ text: string; socket: Socket }>((resolve) => {
    let text = '';
    const done = () => resolve({ text, socket });
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    socket.setTimeout(ms, () => {
      socket.destroy();
      done();
    });
  });
  return { sent, answer };
}

/** What came back for raw bytes written to the edge (see rawRequest). */
const raw = (request: string, ms?: number) => rawRequest(request, ms).answer;

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const res = await fetch(`${stack.url}${url}`, { ...init, signal: AbortSignal.timeout(5_000) });
  return { res, ms: performance.now() - started };
}

describe('Expect: 100-continue (item 1)', () => {
  it('answers each request and never stalls the requests after', async () => {
    const { cookie } = await stack.signIn();
    const body = JSON.stringify({ interest: 'hiking' });
    const request = (i: number) =>
      raw(
        `POST /api/profile/interests HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nX-Attempt: ${i}\r\nConnection: close\r\n\r\n${body}`,
      );
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => request(i)));
    for (const { text } of answers) {
      const final = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      expect(statusOf(final)).toBeGreaterThanOrEqual(200);
      expect(statusOf(final)).toBeLessThan(500);
    }
    for (let i = 0; i < 5; i++) {
      const { res, ms } = await timed('/api/auth/me', { headers: { cookie } });
      expect(res.status).toBeLessThan(500);
      expect(ms).toBeLessThan(1_000);
    }
  });
});

describe('an Expect value other than 100-continue', () => {
  it('answers 417 in the error shape', async () => {
    const { text } = await raw(
      'GET /api/subscription-plans HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: something-else\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(text)).toBe(417);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 417,
      error: 'Expectation Failed',
      message: expect.any(String),
      code: 'EXPECTATION_FAILED',
    });
  });
});

describe('unfinished bodies (item 2)', () => {
  it('are cut off, and never hold the edge for everyone else', async () => {
    const partial = Array.from({ length: 35 }, () =>
      rawRequest(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"a',
        8_000,
      ),
    );
    await Promise.all(partial.map((request) => request.sent));
    const { res, ms } = await timed('/api/subscription-plans');
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(1_000);
    const started = performance.now();
    const cut = await Promise.all(partial.map((request) => request.answer));
    expect(performance.now() - started).toBeLessThan(5_000);
    for (const { text } of cut) {
      if (text) expect(statusOf(text)).toBe(408);
    }
  });
});

describe("the edge's own errors (item 5)", () => {
  it('answers a malformed query or path with 400 in the error shape', async () => {
    for (const url of ['/api/subscription-plans?x=%ff', '/api/profiles?page=%E0%A4%A', '/api/profiles/%ff']) {
      const { res } = await timed(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST' });
    }
  });

  it('answers an oversize body with 413 in the error shape, in bursts too', async () => {
    const { cookie } = await stack.signIn();
    const huge = JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        timed('/api/profile', { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: huge }),
      ),
    );
    for (const { res } of answers) {
      expect(res.status).toBe(413);
      const body = await res.json();
      expect(body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(body.message).not.toMatch(/EPIPE|ECONNRESET|expect header/i);
    }
  });

  // Issue 44, item 6: the edge refused Stripe events over 64 KiB while billing takes them up to 1 MiB.
  it('passes a Stripe event as large as billing takes to billing, and refuses a larger one', async () => {
    const event = (bytes: number) =>
      timed('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: JSON.stringify({ id: 'evt_large', pad: 'x'.repeat(bytes - 40) }),
      });
    const large = (await event(bodyLimitOf('receiveStripeWebhook') - 1024)).res;
    expect(large.status).not.toBe(413);
    expect((await large.json()).code).not.toBe('PAYLOAD_TOO_LARGE');
    const tooLarge = (await event(bodyLimitOf('receiveStripeWebhook') + 1024)).res;
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a service that cannot be reached with 503 in the error shape, without internals', async () => {
    const edge = await buildEdgeApp(
      loadConfig(edgeConfig, { BILLING_URL: `http://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'silent' }),
    );
    const res = await edge.inject({ method: 'GET', url: '/api/subscription-plans' });
    await edge.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.any(String),
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(res.json().message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('uploads through the edge (the embedded setup)', () => {
  it("go to the edge's own origin, which passes them to the store, once", async () => {
    const { cookie } = await stack.signIn();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .toBuffer();
    const res = await fetch(`${stack.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'image/jpeg', size: jpeg.length }),
    });
    expect(res.status).toBe(200);
    const { uploadURL, headers, objectURL } = (await res.json()) as {
      uploadURL: string;
      headers: Record<string, string>;
      objectURL: string;
    };
    expect(uploadURL.startsWith(`${stack.url}/store/`)).toBe(true);
    const put = () => fetch(uploadURL, { method: 'PUT', headers, body: new Uint8Array(jpeg) });
    expect((await put()).status).toBe(200);
    expect((await put()).status).toBe(412);
    const read = await fetch(`${stack.url}${objectURL}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    // What billing made of it (a WebP without metadata), never the uploaded bytes.
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
