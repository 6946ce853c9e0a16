import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { reachableByPostgresUser } from './embedded-postgres.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('sees when, run as root, PostgreSQL (run as `postgres`) cannot enter a data folder under a mode-700 parent', () => {
  const home = mkdtempSync(join(tmpdir(), 'wishlist-home-'));
  made.push(home);
  chmodSync(home, 0o700);
  const runAsRoot = process.getuid?.() === 0;
  expect(reachableByPostgresUser(join(home, 'checkout', '.data'))).toBe(!runAsRoot);
  chmodSync(home, 0o755);
  expect(reachableByPostgresUser(join(home, 'checkout', '.data'))).toBe(true);
});
