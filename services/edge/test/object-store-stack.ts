import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '@wishlist/service-kit/testing';
import { afterAll, beforeAll } from 'vitest';
import { startLocalObjectStore, type LocalObjectStore } from '../../../scripts/lib/local-object-store.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

const BUCKET = 'wishlist-media';

/**
 * The services behind the edge over an S3-protocol store of their own, started before the file's tests and closed
 * after them; `env` adds to their settings. Answers a getter: the services exist once `beforeAll` has run.
 */
export function servicesOverObjectStore(env: Record<string, string> = {}): () => ServicesBehindEdge {
  let store: LocalObjectStore | undefined;
  let services: ServicesBehindEdge | undefined;
  const storeDir = mkdtempSync(join(tmpdir(), 'wishlist-media-'));
  beforeAll(async () => {
    store = await startLocalObjectStore({
      directory: storeDir,
      bucket: BUCKET,
      allowedOrigins: ['http://localhost:8080'],
    });
    services = await startServicesBehindEdge({
      env: {
        S3_ENDPOINT: store.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: store.accessKeyId,
        S3_SECRET_ACCESS_KEY: store.secretAccessKey,
        ...env,
      },
    });
  });
  afterAll(async () => {
    await services?.close();
    await store?.close();
    rmSync(storeDir, { recursive: true, force: true });
  });
  return () => {
    if (!services) throw new Error('the services start in beforeAll');
    return services;
  };
}

/** An account identity knows, with `role`, named `name_<id>`, signed in through billing. */
export async function accountWithRole(
  services: ServicesBehindEdge,
  name: string,
  role: string,
  id = crypto.randomUUID(),
) {
  await services.identity.pool.query(
    `insert into identity.accounts (id, username, email, password_hash, created_at, role)
     values ($1, $2, $3, 'scrypt$x', now(), $4)`,
    [id, `${name.toLowerCase()}_${id.slice(0, 8)}`, `${id}@example.com`, role],
  );
  return signIn(services.billing, id);
}
