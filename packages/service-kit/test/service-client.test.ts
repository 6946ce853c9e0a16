import { serviceClient } from '@wishlist/service-kit';
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
