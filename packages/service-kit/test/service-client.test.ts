import { loadConfig, processConfig, serviceClient } from '@wishlist/service-kit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOKEN = 'test-service-token-that-is-long-enough';

// Another service's internal operation, answering as the test says.
const other = Fastify();
const seen: { token?: string | string[] }[] = [];
other.get<{ Params: { userId: string }; Querystring: { answer?: string } }>(
  '/internal/likes/:userId/today',
  async (request, reply) => {
    seen.push({ token: request.headers['x-service-token'] });
    if (request.params.userId.startsWith('00000000'))
      return reply.status(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    if (request.params.userId.startsWith('11111111')) await new Promise((resolve) => setTimeout(resolve, 1000));
    return { used: 4, day: '2026-11-22' };
  },
);
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await other.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => other.close());

const likesOf = (client: ReturnType<typeof serviceClient>, userId: string) =>
  client.call((api) => api.GET('/internal/likes/{userId}/today', { params: { path: { userId } } }));

describe('a service client', () => {
  it('answers the data, having sent the service token', async () => {
    const client = serviceClient({ urls: [baseUrl], serviceToken: TOKEN, timeoutMs: 500 });
    expect(await likesOf(client, crypto.randomUUID())).toEqual({ ok: true, data: { used: 4, day: '2026-11-22' } });
    expect(seen.at(-1)?.token).toBe(TOKEN);
  });

  it('answers a failure with the status when the service refuses', async () => {
    const client = serviceClient({ urls: [baseUrl], serviceToken: TOKEN, timeoutMs: 500 });
    const answer = await likesOf(client, '00000000-0000-4000-8000-000000000000');
    expect(answer).toMatchObject({ ok: false, status: 500, error: { message: 'boom' } });
  });

  it('gives up after its timeout: a failure without a status', async () => {
    const client = serviceClient({ urls: [baseUrl], serviceToken: TOKEN, timeoutMs: 50 });
    const started = Date.now();
    const answer = await likesOf(client, '11111111-0000-4000-8000-000000000000');
    expect(answer).toMatchObject({ ok: false, status: null });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers a failure without a status when the service cannot be reached', async () => {
    const down = Fastify();
    const url = await down.listen({ host: '127.0.0.1', port: 0 });
    await down.close();
    const answer = await likesOf(
      serviceClient({ urls: [url], serviceToken: TOKEN, timeoutMs: 500 }),
      crypto.randomUUID(),
    );
    expect(answer).toMatchObject({ ok: false, status: null });
  });

  it('applies the timeout to each call, not to the client', async () => {
    const client = serviceClient({ urls: [baseUrl], serviceToken: TOKEN, timeoutMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await likesOf(client, crypto.randomUUID())).ok).toBe(true);
  });
});

describe('a service client over two instances', () => {
  /** An instance of the other service, answering a read and a write with its name. */
  async function instance(name: string, port = 0) {
    const app = Fastify();
    app.get('/internal/likes/:userId/today', async () => ({ used: 1, day: name }));
    app.post('/internal/profiles', async (_request, reply) => reply.status(201).send({ profile: { firstName: name } }));
    const url = await app.listen({ host: '127.0.0.1', port });
    return { url, port: Number(new URL(url).port), close: () => app.close() };
  }
  const answeredBy = async (client: ReturnType<typeof serviceClient>) => {
    const answer = await likesOf(client, crypto.randomUUID());
    return answer.ok ? answer.data.day : `failed: ${String(answer.status)}`;
  };
  const created = (client: ReturnType<typeof serviceClient>) =>
    client.call((api) =>
      api.POST('/internal/profiles', { body: { userId: crypto.randomUUID(), username: 'someone' } }),
    );

  it('spreads calls over both, and reaches the live one for every read and write while the other is down', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const client = serviceClient({ urls: [a.url, b.url], serviceToken: TOKEN, timeoutMs: 500 });
    const before = new Set();
    for (let i = 0; i < 10; i++) before.add(await answeredBy(client));
    expect(before).toEqual(new Set(['a', 'b']));

    await b.close();
    const during = [];
    for (let i = 0; i < 20; i++) {
      during.push(await answeredBy(client));
      const write = await created(client);
      during.push(write.ok ? write.data.profile.firstName : `failed: ${String(write.status)}`);
    }
    expect(during.filter((answer) => answer !== 'a')).toEqual([]);
    await a.close();
  });

  it('calls an instance again once it answers again', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    const client = serviceClient({ urls: [a.url, b.url], serviceToken: TOKEN, timeoutMs: 500 });
    await b.close();
    for (let i = 0; i < 10; i++) expect(await answeredBy(client)).toBe('a');
    const revived = await instance('b again', b.port);
    const answers = new Set();
    for (let i = 0; i < 1000 && !answers.has('b again'); i++) answers.add(await answeredBy(client));
    expect(answers).toContain('b again');
    await Promise.all([a.close(), revived.close()]);
  });

  it('answers a failure without a status when every instance is down', async () => {
    const [a, b] = [await instance('a'), await instance('b')];
    await Promise.all([a.close(), b.close()]);
    const client = serviceClient({ urls: [a.url, b.url], serviceToken: TOKEN, timeoutMs: 500 });
    expect(await likesOf(client, crypto.randomUUID())).toMatchObject({ ok: false, status: null });
  });
});

describe('a service client whose instance drops the connection with the request in hand', () => {
  /** An instance that cuts the connection of the first request of each kind it receives, unanswered. */
  async function dropping() {
    const app = Fastify();
    const received: string[] = [];
    const drop = (request: { method: string; raw: { socket: { destroy(): void } } }) => {
      received.push(request.method);
      if (received.filter((method) => method === request.method).length === 1) request.raw.socket.destroy();
    };
    app.get('/internal/likes/:userId/today', async (request) => {
      drop(request);
      return { used: 2, day: 'again' };
    });
    app.post('/internal/profiles', async (request, reply) => {
      drop(request);
      return reply.status(201).send({ profile: { firstName: 'twice' } });
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { url, received, close: () => app.close() };
  }

  it('sends a read once more, and never a write', async () => {
    const instance = await dropping();
    const client = serviceClient({ urls: [instance.url], serviceToken: TOKEN, timeoutMs: 500 });
    expect(await likesOf(client, crypto.randomUUID())).toEqual({ ok: true, data: { used: 2, day: 'again' } });
    const write = await client.call((api) =>
      api.POST('/internal/profiles', { body: { userId: crypto.randomUUID(), username: 'someone' } }),
    );
    expect(write).toMatchObject({ ok: false, status: null });
    expect(instance.received).toEqual(['GET', 'GET', 'POST']);
    await instance.close();
  });
});

describe('the instances of a service in the configuration', () => {
  const parse = (env: Record<string, string>) => loadConfig(processConfig, { PORT: '0', ...env });

  it('takes one URL or several, comma-separated, as a list of origins', () => {
    const config = parse({ IDENTITY_URL: 'http://identity:3001', MATCHING_URL: ' http://m1:3002 , http://m2:3002/' });
    expect(config.IDENTITY_URL).toEqual(['http://identity:3001']);
    expect(config.MATCHING_URL).toEqual(['http://m1:3002', 'http://m2:3002']);
    expect(config.BILLING_URL).toEqual(['http://127.0.0.1:3003']);
  });

  it.each([
    ['http://m1:3002,m2:3002', 'm2:3002'],
    ['http://m1:3002,', '(empty)'],
    ['http://m1:3002/matching', 'http://m1:3002/matching'],
    ['ftp://m1:3002', 'ftp://m1:3002'],
  ])('refuses %s, naming the variable and the entry', (value, named) => {
    expect(() => parse({ MATCHING_URL: value })).toThrow(
      `MATCHING_URL: must be http(s) origins, comma-separated (not: ${named})`,
    );
  });
});
