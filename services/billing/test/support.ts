import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody, loadConfig, type SuccessBody } from '@wishlist/service-kit';
import { closedAfterFile, createTestDatabase, fakeService, testEnv } from '@wishlist/service-kit/testing';
import { examples } from '@wishlist/contract/examples';
import { billingConfig, buildBillingApp } from '../src/app.ts';

/** A clock the tests move by hand. */
export function testClock(start = '2026-11-22T09:30:00.000Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}

/** The billing service on a fresh database, with every response checked against the contract. */
export async function buildTestBilling(env: Record<string, string> = {}, clock = testClock()) {
  const app = await buildBillingApp(loadConfig(billingConfig, testEnv(await createTestDatabase(), env)), {
    now: clock.now,
  });
  return { app, clock };
}

/**
 * Billing for the test file that awaits it at its top level (or for the describe block that awaits it): as
 * buildTestBilling, closed after its tests by a hook this registers itself.
 */
export async function billingForFile(env: Record<string, string> = {}, clock = testClock()) {
  const { app } = await buildTestBilling(env, clock);
  return { app: closedAfterFile(app), clock };
}

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** A throwaway HTTP server on a free loopback port. */
export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Matching's internal operations as billing asks them, routed from the contract: "likes used today", answering
 * `used` for every user (or failing, as a service that cannot serve, when `used` is null), and the own profile,
 * an adult's for everyone but `minors` (who have no birth date yet).
 */
export async function matchingStandIn(used: number | null, minors: ReadonlySet<string> = new Set()) {
  const service = await fakeService({
    async getLikesUsedToday(_request, reply) {
      if (used === null) return reply.status(503).send(errorBody(503, 'boom'));
      return { used, day: '2026-11-22' };
    },
    async getProfileForAccount(request) {
      const { userId } = request.params as { userId: string };
      const adult = !minors.has(userId);
      // The generated examples only widen their strings; the contract's example test checks its values.
      const { profile } = examples.OwnProfileResponse as SuccessBody<'getProfileForAccount'>;
      return {
        profile: { ...profile, id: userId, birthDate: adult ? profile.birthDate : null, discoverable: adult },
      };
    },
  });
  return service;
}
