import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../scripts/lib/embedded-postgres.ts';
import { startPgbouncer } from '../../scripts/lib/pgbouncer.ts';
import { startLocalReplica } from '../../scripts/lib/replica.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** The same server through PgBouncer in transaction mode (`throughPooler` in the kit's testing helpers). */
    poolerAdminUrl: string;
    /** A streaming standby of the same server (`onReplica` in the kit's testing helpers). */
    replicaAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'wishlist-test-'));
  chmodSync(dir, 0o755); // run as root, the server runs as `postgres`, which must reach the folder
  const postgres = await startLocalPostgres(join(dir, 'postgres'));
  project.provide('postgresAdminUrl', postgres.url('postgres'));
  const pooler = await startPgbouncer(join(dir, 'pgbouncer'), postgres.url('postgres'));
  project.provide('poolerAdminUrl', pooler.urlFor(postgres.url('postgres')));
  const replica = await startLocalReplica(postgres.url('postgres'), join(dir, 'replica'));
  project.provide('replicaAdminUrl', replica.url('postgres'));
  return async () => {
    await replica.stop();
    await pooler.stop();
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
