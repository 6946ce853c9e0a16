import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../services/edge/test/stack.ts';
import { hostileRequestsFor, isFailure, publicOperations, runAll, summary } from './hostile-requests.ts';

// Every public operation of the contract, hostile requests from its schemas, through the edge to the real stack,
// as a guest and signed in: never a 5xx, a reset or an answer slower than 5 s.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('the fuzz suite', () => {
  it('gets a clear answer under 5 s for every hostile request to every operation', async () => {
    const { userId, cookie } = await stack.signIn();
    // A complete profile, so the operations behind the adults-only gate (docs/spec.md §5) run their handlers too.
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    await db
      .query(`insert into matching.profiles (id, first_name, birth_date) values ($1, 'Fuzz', date '1990-01-01')`, [
        userId,
      ])
      .finally(() => db.end());
    const requests = publicOperations.flatMap((op) => [
      ...hostileRequestsFor(op, crypto.randomUUID(), false),
      ...hostileRequestsFor(op, userId, true),
    ]);
    const outcomes = await runAll(Number(new URL(stack.url).port), requests, cookie);
    const report = summary(outcomes);
    expect(new Set(outcomes.map((o) => o.request.operationId))).toEqual(
      new Set(publicOperations.map((op) => op.operationId)),
    );
    expect(outcomes.filter(isFailure), report).toEqual([]);
  }, 120_000);
});
