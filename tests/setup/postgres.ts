import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../scripts/lib/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'wishlist-test-'));
  chmodSync(dir, 0o755); // run as root, the server runs as `postgres`, which must reach the folder
  const postgres = await startLocalPostgres(join(dir, 'postgres'));
  project.provide('postgresAdminUrl', postgres.url('postgres'));
  return async () => {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
