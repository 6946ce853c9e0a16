import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, TEST_SECRETS } from '@wishlist/service-kit/testing';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-start-lines-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the stack as `npm start` does, in a process of its own, and answers everything it printed. */
async function startAndStop(env: NodeJS.ProcessEnv) {
  const stack = new URL('./stack.ts', import.meta.url).pathname;
  const code = `
    import { startStack } from ${JSON.stringify(stack)};
    const stack = await startStack(${JSON.stringify(dataDir)}, process.env, (line) => console.log('[wishlist] ' + line));
    await stack.stop();`;
  const script = join(dataDir, 'start.mjs');
  writeFileSync(script, code);
  const child = spawn(process.execPath, [script], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise((resolve) => child.on('exit', resolve));
  return { exitCode, lines: output.trim().split('\n') };
}

it('prints one line per part it starts, with the time it took, and nothing else (no log lines of the services)', async () => {
  // What a newcomer's `npm start` has: no mail server (a demo mailbox), the log level the stack sets.
  const { DATABASE_URL: _database, LOG_LEVEL: _level, SMTP_URL: _smtp, ...env } = process.env;
  // A built shell, as `npm start` builds it before anything starts (a clean clone's tests have none yet).
  const webRoot = join(dataDir, 'web');
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Wishlist</title>');
  const { exitCode, lines } = await startAndStop({
    ...env,
    ...TEST_SECRETS,
    DATABASE_URL: await createTestDatabase(),
    PORT: '0',
    WEB_ROOT: webRoot,
  });
  expect(exitCode, lines.join('\n')).toBe(0);
  const step = (part: string) => expect.stringMatching(new RegExp(`^\\[wishlist\\] ${part} started in \\d+\\.\\d s$`));
  expect(lines).toEqual([
    step('migrations'),
    step('object store'),
    ...['identity', 'matching', 'billing'].map(() =>
      expect.stringMatching(/^\[wishlist\] (identity|matching|billing) started in \d+\.\d s$/),
    ),
    step('edge'),
  ]);
}, 60_000);
