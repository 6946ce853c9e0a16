import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileRequestsFor, isFailure, publicOperations, runAll, summary } from '../tests/fuzz/hostile-requests.ts';
import { startLocalPostgres } from './lib/embedded-postgres.ts';
import { sessionFor } from './lib/session-for.ts';
import { startStack } from './lib/stack.ts';

// `npm run fuzz [rounds]`: the fuzz suite's hostile requests, every public operation, `rounds` times (a fresh
// user each round, guest and signed in), against the real stack on fresh data on 127.0.0.1. Prints requests
// and statuses per operation; exits 1 on any 5xx, reset or answer slower than 5 s.
const rounds = Number(process.argv[2] ?? 5);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('usage: npm run fuzz [rounds ≥ 1]');

const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-fuzz-'));
chmodSync(dataDir, 0o755);
const secret = crypto.randomUUID().repeat(2);
const postgres = await startLocalPostgres(join(dataDir, 'postgres'));
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
try {
  await postgres.createDatabase('wishlist');
  const databaseUrl = postgres.url('wishlist');
  stack = await startStack(dataDir, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    SERVICE_TOKEN: secret,
    PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '14',
  });
  const port = Number(new URL(stack.url).port);
  const started = performance.now();
  const outcomes = [];
  for (let round = 1; round <= rounds; round++) {
    const { userId, cookie } = await sessionFor(databaseUrl, secret);
    const requests = publicOperations.flatMap((op) => [
      ...hostileRequestsFor(op, crypto.randomUUID(), false),
      ...hostileRequestsFor(op, userId, true),
    ]);
    outcomes.push(...(await runAll(port, requests, cookie)));
    console.log(`round ${round}/${rounds}: ${outcomes.length} requests`);
  }
  console.log(
    `\n${publicOperations.length} operations, ${rounds} rounds, ${Math.round((performance.now() - started) / 1000)} s\n${summary(outcomes)}`,
  );
  process.exitCode = outcomes.some(isFailure) ? 1 : 0;
} finally {
  await stack?.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
