// The entry of one worker thread: builds one app of the stack (a service or the edge) from the environment it is
// given, listens, and closes when told to. See threads.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildEdgeApp, edgeConfig } from '@wishlist/edge';
import { buildIdentityApp, identityConfig } from '@wishlist/identity';
import { buildMatchingApp, matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ThreadApp, ThreadData } from './threads.ts';

const builders: Record<ThreadApp, (env: Record<string, string>) => Promise<FastifyInstance>> = {
  identity: (env) => buildIdentityApp(loadConfig(identityConfig, env)),
  matching: (env) => buildMatchingApp(loadConfig(matchingConfig, env)),
  billing: (env) => buildBillingApp(loadConfig(billingConfig, env)),
  edge: (env) => buildEdgeApp(loadConfig(edgeConfig, env)),
};

const { name, env, host, port } = workerData as ThreadData;
if (!parentPort) throw new Error('service-thread.ts runs as a worker thread');
const parent = parentPort;
try {
  const app = await builders[name](env);
  const url = await app.listen({ host, port });
  parent.once('message', () => {
    app.close().then(
      () => parent.postMessage({ closed: true }),
      (err: unknown) => parent.postMessage({ closed: true, error: String(err) }),
    );
  });
  parent.postMessage({ url });
} catch (err) {
  parent.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
