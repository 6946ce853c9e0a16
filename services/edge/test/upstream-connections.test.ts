import { createServer, type Server, type Socket } from 'node:net';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEdgeApp, edgeConfig } from '../src/app.ts';

// The edge keeps connections to a service open between requests. A service may close one just as the edge sends
// the next request on it (a service closing its idle connections as it restarts, or its keep-alive timer firing):
// that request was never read, and the edge must not turn it into a 503 when it can safely send it again.

type Close = 'reset' | 'end';

/**
 * A service that answers the first request of its first connection, then closes that connection as the next
 * request arrives on it, unanswered (by a reset, or a plain close). Every later connection is answered normally.
 */
async function closingService(close: Close) {
  let connections = 0;
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const connection = ++connections;
    let answered = 0;
    let pending = '';
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      for (let end = pending.indexOf('\r\n\r\n'); end >= 0; end = pending.indexOf('\r\n\r\n')) {
        const head = pending.slice(0, end);
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (pending.length < end + 4 + length) return;
        pending = pending.slice(end + 4 + length);
        received.push(head.split('\r\n')[0] ?? '');
        if (connection === 1 && answered === 1) {
          if (close === 'reset') socket.resetAndDestroy();
          else socket.destroy();
          return;
        }
        answered++;
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nKeep-Alive: timeout=72\r\n\r\n{}',
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let edge: FastifyInstance | undefined;
let service: Awaited<ReturnType<typeof closingService>> | undefined;
afterEach(async () => {
  await edge?.close();
  await service?.stop();
});

/** A moment for the edge's pool to see its connection idle again, so the next request reuses it. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function edgeBefore(close: Close) {
  service = await closingService(close);
  edge = await buildEdgeApp(loadConfig(edgeConfig, { IDENTITY_URL: service.url, LOG_LEVEL: 'silent' }));
  return { edge, service };
}

describe('a connection the service closed as the next request arrived', () => {
  it.each<Close>(['reset', 'end'])('carries a read again on a new connection (closed by %s)', async (close) => {
    const { edge, service } = await edgeBefore(close);
    for (let i = 0; i < 2; i++) {
      await idle();
      const res = await edge.inject({ method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode, `read ${i}`).toBe(200);
    }
    expect(service.received).toEqual([
      'GET /api/auth/me HTTP/1.1',
      'GET /api/auth/me HTTP/1.1',
      'GET /api/auth/me HTTP/1.1',
    ]);
  });

  it('never sends a write twice: it answers 503 to try again', async () => {
    const { edge, service } = await edgeBefore('reset');
    const send = () =>
      edge.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await send()).statusCode).toBe(200);
    await idle();
    const res = await send();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(service.received).toHaveLength(2);
  });
});
