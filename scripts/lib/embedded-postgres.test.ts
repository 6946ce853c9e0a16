import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { letPostgresUserReach } from './embedded-postgres.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const runAsRoot = process.getuid?.() === 0;

function privateFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'wishlist-private-'));
  made.push(dir);
  chmodSync(dir, 0o700);
  mkdirSync(join(dir, 'checkout'));
  return dir;
}

it('lets PostgreSQL (run as `postgres` by root) pass through a private folder around the checkout, without listing it', () => {
  const dir = privateFolder();
  letPostgresUserReach(join(dir, 'checkout', '.data'));
  // Only root starts PostgreSQL as another user; for anyone else nothing needs opening.
  expect(statSync(dir).mode & 0o777).toBe(runAsRoot ? 0o701 : 0o700);
});

it('never opens a home folder: it says what to do instead', () => {
  const home = privateFolder();
  const reach = () => letPostgresUserReach(join(home, 'checkout', '.data'), home);
  if (runAsRoot) expect(reach).toThrow(/clone elsewhere, or run as a user other than root/);
  else expect(reach).not.toThrow();
  expect(statSync(home).mode & 0o777).toBe(0o700);
});
