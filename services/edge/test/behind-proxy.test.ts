import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// Issue 30, item 6: a real deployment puts a TLS proxy in front of the edge. With EDGE_TRUST_PROXY the edge sees
// the real client and that it came over https; without it, nothing a client says about its address is believed.
const PROXY = '127.0.0.1';
let services: ServicesBehindEdge;
let behindProxy: FastifyInstance;
let alone: FastifyInstance;
beforeAll(async () => {
  services = await startServicesBehindEdge({
    env: { APP_URL: 'https://wishlist.example', DEMO_DEPLOYMENT: 'true' },
    edgeEnv: { APP_URL: 'https://wishlist.example', EDGE_TRUST_PROXY: PROXY },
  });
  behindProxy = services.edge;
  alone = await services.addEdge();
});
afterAll(() => services?.close());

let clients = 0;
const nextClient = () => `198.51.100.${(clients += 1)}`;

/** A request from `client` as the TLS proxy passes it on: X-Forwarded-For ends with the address it saw. */
const throughProxy = (
  client: string,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  behindProxy.inject({
    method,
    url,
    remoteAddress: PROXY,
    headers: {
      'x-forwarded-for': client,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'wishlist.example',
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });
/** A sign-in the per-address limit counts (the body is refused later, by validation). */
const malformedLogin = { username: 'someone' };

describe('behind a TLS proxy (EDGE_TRUST_PROXY)', () => {
  it("limits each client behind the proxy by its own address, not the proxy's", async () => {
    const [flooder, neighbour] = [nextClient(), nextClient()];
    for (let i = 0; i < 40; i++)
      expect((await throughProxy(flooder, 'POST', '/api/auth/login', malformedLogin)).statusCode).toBe(400);
    expect((await throughProxy(flooder, 'POST', '/api/auth/login', malformedLogin)).statusCode).toBe(429);
    expect((await throughProxy(neighbour, 'POST', '/api/auth/login', malformedLogin)).statusCode).toBe(400);
  });

  it('believes only the address the proxy saw, not one the client put before it', async () => {
    const client = nextClient();
    for (let i = 0; i < 40; i++)
      await throughProxy(`203.0.113.${i}, ${client}`, 'POST', '/api/auth/login', malformedLogin);
    expect((await throughProxy(`203.0.113.99, ${client}`, 'POST', '/api/auth/login', malformedLogin)).statusCode).toBe(
      429,
    );
  });

  it('sends HSTS, and the session cookie comes Secure and __Host- prefixed', async () => {
    const page = await throughProxy(nextClient(), 'GET', '/api/plans');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const client = nextClient();
    const account = {
      username: `ana_${crypto.randomUUID().slice(0, 8)}`,
      email: `ana_${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'violet-kettle-93',
    };
    await throughProxy(client, 'POST', '/api/auth/send-verification', { method: 'email', contact: account.email });
    const read = async (path: string) => (await throughProxy(client, 'GET', path)).json();
    const code = codeIn(await waitForMail(read, account.email));
    const verified = await throughProxy(client, 'POST', '/api/auth/verify-code', { contact: account.email, code });
    const sid = verified.cookies.find((cookie) => cookie.name === '__Host-wishlist.sid');
    expect(sid).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(sid?.domain).toBeUndefined();
    const registered = await throughProxy(client, 'POST', '/api/auth/register', account, {
      cookie: `__Host-wishlist.sid=${sid?.value}`,
    });
    expect(registered.statusCode).toBe(201);
    const session = registered.cookies.find((cookie) => cookie.name === '__Host-wishlist.sid');
    expect(session).toMatchObject({ secure: true, path: '/' });
    expect(
      (
        await throughProxy(client, 'GET', '/api/auth/me', undefined, {
          cookie: `__Host-wishlist.sid=${session?.value}`,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('with no proxy trusted (the default)', () => {
  it('ignores an X-Forwarded-For the client sends: spoofing it does not escape the per-address limit', async () => {
    const send = (spoofed: string) =>
      alone.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': spoofed },
        payload: malformedLogin,
      });
    for (let i = 0; i < 40; i++) expect((await send(`203.0.113.${i}`)).statusCode).toBe(400);
    expect((await send('203.0.113.200')).statusCode).toBe(429);
    // And an X-Forwarded-Proto it sends does not make its request count as https.
    expect(
      (await alone.inject({ method: 'GET', url: '/api/plans', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });
});
