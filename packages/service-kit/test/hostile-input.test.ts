import { createServer, connect, type Server, type Socket } from 'node:net';
import { buildIdentityApp, identityConfig } from '@wishlist/identity';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { createTestDatabase, signIn, testEnv } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The kit's rules for input that skips the contract, through real services.
let identity: FastifyInstance;
let matching: FastifyInstance;
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  identity = await buildIdentityApp(loadConfig(identityConfig, testEnv(databaseUrl, { PASSWORD_HASH_COST: '14' })));
  matching = await buildMatchingApp(loadConfig(matchingConfig, testEnv(databaseUrl)));
});
afterAll(async () => {
  await identity?.close();
  await matching?.close();
});

describe('an operation with a JSON body (item 3)', () => {
  it('refuses another content type with 415 before its handler runs', async () => {
    const { cookie } = await signIn(matching);
    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['POST', '/api/wishlist'],
      ['POST', '/api/profile/interests'],
    ] as const) {
      const res = await matching.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toMatchObject({
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
  });

  it('refuses a missing body with 400', async () => {
    const { cookie } = await signIn(matching);
    for (const [method, url] of [
      ['PATCH', '/api/profile'],
      ['POST', '/api/wishlist'],
      ['POST', '/api/profile/interests'],
    ] as const) {
      const res = await matching.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
  });
});

describe('text that PostgreSQL cannot store (item 4)', () => {
  const unstorable = ['a\u0000b', 'a\ud800b', '\udfff'];

  it('is refused with 400 in any body field', async () => {
    const { cookie } = await signIn(matching);
    for (const text of unstorable) {
      for (const [url, payload] of [
        ['/api/profile/interests', { interest: text }],
        ['/api/profile', { bio: text }],
        ['/api/profile', { name: text }],
      ] as const) {
        const method = url === '/api/profile' ? 'PATCH' : 'POST';
        const res = await matching.inject({ method, url, headers: { cookie }, payload });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      }
    }
  });

  it('is refused with 400 in a path or a query', async () => {
    const { cookie } = await signIn(matching);
    for (const url of ['/api/profile/interests/a%00b', '/api/profiles?cursor=%00']) {
      const res = await matching.inject({
        method: url.includes('interests') ? 'DELETE' : 'GET',
        url,
        headers: { cookie },
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('is refused with 400 in a rate-limited field, which is checked before it is counted', async () => {
    for (const username of unstorable) {
      const res = await identity.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'whatever-1234' },
      });
      expect(res.statusCode).toBe(400);
    }
    const contact = await identity.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a\u0000', email: 'a@example.com', message: 'hello there' },
    });
    expect(contact.statusCode).toBe(400);
  });
});

describe('an Expect value other than 100-continue', () => {
  it('answers 417 in the error shape', async () => {
    const url = await identity.listen({ host: '127.0.0.1', port: 0 });
    const text = await new Promise<string>((resolve) => {
      let answer = '';
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
      socket.setTimeout(5_000, () => socket.destroy());
      socket.write(
        'GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: something-else\r\nConnection: close\r\n\r\n',
      );
    });
    expect(text).toMatch(/^HTTP\/1\.1 417 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 417,
      error: 'Expectation Failed',
      message: expect.any(String),
      code: 'EXPECTATION_FAILED',
    });
  });
});

describe('rate limits', () => {
  it('count only requests that pass validation', async () => {
    const username = `ratelimited_${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 12; i++) {
      const res = await identity.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 1 } });
      expect(res.statusCode).toBe(400);
    }
    const res = await identity.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'whatever-1234' },
    });
    expect(res.statusCode).toBe(401);
  });
});

/** A TCP relay between a service and PostgreSQL that can be cut, as an outage of the database looks. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe('a database outage (item 6)', () => {
  it('answers 503 with Retry-After in the Error shape, never 500', async () => {
    const url = new URL(databaseUrl);
    const relay = await startRelay(new URL(databaseUrl));
    url.port = String(relay.port);
    const service = await buildMatchingApp(loadConfig(matchingConfig, testEnv(url.toString())));
    try {
      const { cookie } = await signIn(matching);
      await relay.cut();
      for (const request of [
        { method: 'GET' as const, url: '/api/profiles', headers: { cookie } },
        { method: 'GET' as const, url: '/api/profile', headers: { cookie } },
      ]) {
        const res = await service.inject(request);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'DATABASE_UNAVAILABLE',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await service.close();
    }
  });
});
