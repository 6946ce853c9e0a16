import { loadConfig } from '@wishlist/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../scripts/lib/event-stream-client.ts';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';

// A service run as two instances (IDENTITY_URL and MATCHING_URL list both): the edge balances over them, and when one
// dies (its connections cut, its port refusing, as after `kill -9`) the other answers.

/** One instance of a service, answering with its name; `kill` cuts its connections and closes its port. */
async function instance(name: string, port = 0) {
  const app = Fastify();
  const writes: string[] = [];
  app.get('/api/auth/me', async () => ({ instance: name }));
  app.post('/api/auth/logout', async (request) => {
    writes.push(name);
    // The instance dies while the write is in its hands: whether it acted on it is unknown.
    if (request.headers['x-die']) request.raw.socket.destroy();
    return { instance: name };
  });
  app.get('/api/events', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(`id: 1\ndata: ${name} after ${request.headers['last-event-id'] ?? 'nothing'}\n\n`);
  });
  const url = await app.listen({ host: '127.0.0.1', port });
  return {
    name,
    url,
    port: Number(new URL(url).port),
    writes,
    async kill() {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
type Instance = Awaited<ReturnType<typeof instance>>;

const running: Instance[] = [];
let edge: FastifyInstance | undefined;
afterEach(async () => {
  await edge?.close();
  for (const one of running.splice(0)) await one.kill().catch(() => {});
});

async function twoInstancesBehindEdge() {
  const a = await instance('a');
  const b = await instance('b');
  running.push(a, b);
  const urls = `${a.url},${b.url}`;
  edge = await buildEdgeApp(loadConfig(edgeConfig, { IDENTITY_URL: urls, MATCHING_URL: urls, LOG_LEVEL: 'silent' }));
  return { edge, a, b };
}

const read = async (edge: FastifyInstance) => {
  const res = await edge.inject({ method: 'GET', url: '/api/auth/me' });
  return { status: res.statusCode, instance: (res.json() as { instance?: string }).instance };
};
const write = async (edge: FastifyInstance, headers: Record<string, string> = {}) => {
  const res = await edge.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
  });
  return { status: res.statusCode, instance: (res.json() as { instance?: string }).instance };
};
/** A moment for the edge's pools to see the killed instance's connections closed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a service with two instances behind the edge', () => {
  it('spreads requests over both', async () => {
    const { edge } = await twoInstancesBehindEdge();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await read(edge));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
  });

  it('answers every read and write from the other when one is killed', async () => {
    const { edge, b } = await twoInstancesBehindEdge();
    for (let i = 0; i < 4; i++) await read(edge);
    await b.kill();
    await settle();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await read(edge), await write(edge));
    expect(answers.filter((answer) => answer.status !== 200 || answer.instance !== 'a')).toEqual([]);
  });

  it('uses an instance again once it answers again', async () => {
    const { edge, b } = await twoInstancesBehindEdge();
    await b.kill();
    for (let i = 0; i < 20; i++) expect((await read(edge)).status).toBe(200);
    running.push(await instance('b again', b.port));
    let answeredByRevived = 0;
    for (let i = 0; i < 1000 && answeredByRevived === 0; i++) {
      const answer = await read(edge);
      expect(answer.status).toBe(200);
      if (answer.instance === 'b again') answeredByRevived++;
    }
    expect(answeredByRevived).toBe(1);
  });

  it('answers 503 to a write whose instance died with it, and never sends it to the other', async () => {
    const { edge, a, b } = await twoInstancesBehindEdge();
    const answer = await write(edge, { 'x-die': '1' });
    expect(answer.status).toBe(503);
    expect([...a.writes, ...b.writes]).toHaveLength(1);
  });

  it('ends the event stream when its instance dies; the reconnection reaches the other with its Last-Event-ID', async () => {
    const { edge, a, b } = await twoInstancesBehindEdge();
    const edgeUrl = await edge.listen({ host: '127.0.0.1', port: 0 });
    const first = await openEventStream(`${edgeUrl}/api/events`);
    const { data = '' } = await first.next();
    const [holder, other] = data.startsWith('a ') ? [a, b] : [b, a];
    await holder.kill();
    await expect(first.next()).rejects.toThrow('the event stream ended');
    const again = await openEventStream(`${edgeUrl}/api/events`, { 'last-event-id': '1' });
    expect((await again.next()).data).toBe(`${other.name} after 1`);
    await again.close();
  });
});
