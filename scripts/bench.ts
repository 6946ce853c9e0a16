import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingConfig, buildBillingApp } from '@wishlist/billing';
import { buildEdgeApp, edgeConfig } from '@wishlist/edge';
import { loadConfig } from '@wishlist/service-kit';
import Fastify from 'fastify';
import { startLocalPostgres } from './lib/embedded-postgres.ts';

/**
 * Throughput of the plans read, served by billing directly and through the edge, as ratios against a bare
 * Fastify route answering the same JSON — all measured in this run, on this machine.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 16;

async function measure(url: string) {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: 50 }, () => fetch(url).then((r) => r.arrayBuffer()))); // warm-up
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const dir = mkdtempSync(join(tmpdir(), 'wishlist-bench-'));
chmodSync(dir, 0o755);
const postgres = await startLocalPostgres(join(dir, 'postgres'));
try {
  await postgres.createDatabase('bench');
  const env = {
    DATABASE_URL: postgres.url('bench'),
    SESSION_SECRET: 'bench-session-secret-long-enough-000',
    SERVICE_TOKEN: 'bench-service-token-long-enough-0000',
    LOG_LEVEL: 'silent',
  };
  const billing = await buildBillingApp(loadConfig(billingConfig, { ...env, PORT: '0' }));
  const billingUrl = await billing.listen({ host: '127.0.0.1', port: 0 });
  const edge = await buildEdgeApp(loadConfig(edgeConfig, { ...env, BILLING_URL: billingUrl }));
  const edgeUrl = await edge.listen({ host: '127.0.0.1', port: 0 });
  const plans = await (await fetch(`${billingUrl}/api/subscription-plans`)).json();
  const bare = Fastify();
  bare.get('/api/subscription-plans', async () => plans);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const baseline = await measure(`${bareUrl}/api/subscription-plans`);
  const direct = await measure(`${billingUrl}/api/subscription-plans`);
  const proxied = await measure(`${edgeUrl}/api/subscription-plans`);
  const row = (name: string, r: typeof baseline) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  ${(r.rps / baseline.rps).toFixed(2).padStart(5)}× baseline  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`;
  console.log(`GET /api/subscription-plans, ${REQUESTS} requests, ${CONCURRENCY} concurrent`);
  console.log(row('baseline: bare Fastify, same JSON', baseline));
  console.log(row('billing (session, db, contract)', direct));
  console.log(row('edge → billing', proxied));
  console.log(`edge overhead: ${(direct.rps / proxied.rps).toFixed(2)}× the direct time per request`);
  await Promise.all([bare.close(), edge.close()]);
  await billing.close();
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
