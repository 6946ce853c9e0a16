import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dbOver, type Db } from '@wishlist/service-kit/sql';
import pg from 'pg';
import { dataFolder, postgresFolder, STACK_DATABASE } from './data-folder.ts';
import { runningLocalPostgres, startLocalPostgres } from './embedded-postgres.ts';

// The operator's commands (`npm run moderation`, `npm run transparency`) work against DATABASE_URL when set;
// otherwise against `npm start`'s database in its data folder (WISHLIST_DATA_DIR or .data): the running server's
// when `npm start` runs, else the embedded PostgreSQL started for the command and stopped after.

/** What the operator did wrong or asked for in vain, said plainly; 2 for a command that is not one. */
export class CommandError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Runs `change` on the database `npm start` uses; a server this command started is stopped after. */
export async function withStackDatabase<T>(change: (db: Db) => Promise<T>): Promise<T> {
  let databaseUrl = process.env.DATABASE_URL;
  let started: Awaited<ReturnType<typeof startLocalPostgres>> | undefined;
  if (!databaseUrl) {
    const dataDir = dataFolder();
    const folder = postgresFolder(dataDir);
    const running = runningLocalPostgres(folder);
    if (running) databaseUrl = running(STACK_DATABASE);
    else if (existsSync(join(folder, 'PG_VERSION'))) {
      started = await startLocalPostgres(folder);
      databaseUrl = started.url(STACK_DATABASE);
    } else {
      throw new CommandError(
        `No database in the data folder ${dataDir}: start the app once (npm start), or set DATABASE_URL.`,
      );
    }
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // pool.end() does not wait for its idle connection to close: stopping the server started here right after may
  // reach it first, as the shutdown's 57P01, which is no failure of the change.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  try {
    return await change(dbOver(pool));
  } finally {
    await pool.end().catch(() => {});
    await started?.stop();
  }
}
