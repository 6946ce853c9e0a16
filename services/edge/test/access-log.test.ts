import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { testEnv } from '@wishlist/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/embedded-postgres.ts';
import { startServicesBehindEdge } from './stack.ts';

// Issue 44, item 6: reset tokens and signed links were written to the edge's access log. The edge and billing run
// here as the processes they are, at the most verbose level, and their whole output is read.
const services = await startServicesBehindEdge();
afterAll(() => services.close());

const SECRETS = ['resettoken0123456789abcdef', 'evidencesignature0123456789', 'digestsignature0123456789'];

/** Starts `server` (a service's or the edge's server.ts) with `env` at trace level; answers its URL and its log. */
async function started(server: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(server, import.meta.url).pathname], {
    env: { ...process.env, ...env, LOG_LEVEL: 'trace', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { log: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.log += chunk.toString()));
  while (!output.log.includes('listening at')) {
    if (child.exitCode !== null) throw new Error(output.log);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, output, child };
}

async function stopped(child: ChildProcess) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

describe('the logs of the edge and of a service', () => {
  it('never hold a reset token or a signed link, even at the most verbose level', async () => {
    const address = (port: unknown) => `http://127.0.0.1:${String(port)}`;
    const serviceUrls = {
      IDENTITY_URL: address((services.identity.server.address() as { port: number }).port),
      MATCHING_URL: address((services.matching.server.address() as { port: number }).port),
    };
    const billing = await started('../../billing/src/server.ts', testEnv(services.databaseUrl, serviceUrls));
    const edge = await started('../src/server.ts', { ...serviceUrls, BILLING_URL: billing.url });
    const [token, evidence, digest] = SECRETS;
    const expires = Math.floor(Date.now() / 1000) + 3600;
    let answers: number[];
    try {
      answers = [
        (await fetch(`${edge.url}/reset-password?token=${token}`)).status,
        (
          await fetch(
            `${edge.url}/media/evidence/${crypto.randomUUID()}/0.webp?expires=${expires}&signature=${evidence}`,
          )
        ).status,
        (
          await fetch(
            `${edge.url}/api/email-digest/unsubscribe/${crypto.randomUUID()}?expires=${expires}&signature=${digest}`,
          )
        ).status,
      ];
    } finally {
      // Stopped, so every line is written.
      await stopped(edge.child);
      await stopped(billing.child);
    }
    // An evidence link without a moderator's session; an unsubscribe link of nobody's. (The reset page answers 200
    // once the apps are built and 404 before, as `npm test` runs this: what matters of it is its log line below.)
    expect(answers.slice(1)).toEqual([401, 404]);
    // The requests were logged (the access log), with their secrets cut.
    expect(edge.output.log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(edge.output.log).toMatch(/"url":"\/api\/email-digest\/unsubscribe\/[^"]*signature=\[redacted\]"/);
    expect(billing.output.log).toMatch(/"url":"\/media\/evidence\/[^"]*signature=\[redacted\]"/);
    for (const secret of SECRETS) {
      expect(edge.output.log).not.toContain(secret);
      expect(billing.output.log).not.toContain(secret);
    }
  }, 60_000);
});
