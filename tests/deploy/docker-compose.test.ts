import { existsSync, readFileSync } from 'node:fs';
import { billingConfig } from '@wishlist/billing';
import { edgeConfig } from '@wishlist/edge';
import { identityConfig } from '@wishlist/identity';
import { matchingConfig } from '@wishlist/matching';
import { configKeys } from '@wishlist/service-kit';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// No Docker engine runs here: check what can be checked without one.
const root = new URL('../../', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, unknown>; build?: string; image?: string }
  >;
};
const configs = { identity: identityConfig, matching: matchingConfig, billing: billingConfig, edge: edgeConfig };
/** Each service's compose entries: two instances of it. */
const instancesOf = (name: string) => (name === 'edge' ? ['edge'] : [`${name}-1`, `${name}-2`]);
const lists = {
  IDENTITY_URL: 'http://identity-1:3001,http://identity-2:3001',
  MATCHING_URL: 'http://matching-1:3002,http://matching-2:3002',
  BILLING_URL: 'http://billing-1:3003,http://billing-2:3003',
};

describe('docker-compose.yml', () => {
  it('runs PostgreSQL (a replica on request), PgBouncer, the migration, MinIO, two instances of each service and the edge', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'billing-1',
      'billing-2',
      'edge',
      'identity-1',
      'identity-2',
      'matching-1',
      'matching-2',
      'migrate',
      'minio',
      'minio-setup',
      'pgbouncer',
      'postgres',
      'postgres-replica',
    ]);
    expect((compose.services['postgres-replica'] as { profiles?: string[] }).profiles).toEqual(['replica']);
  });

  it.each(['identity', 'matching', 'billing'])(
    'starts %s once the migrations are applied, with its pool through PgBouncer and LISTEN on PostgreSQL',
    (name) => {
      for (const instance of instancesOf(name)) {
        const service = compose.services[instance] as {
          depends_on?: Record<string, { condition: string }>;
          environment?: Record<string, unknown>;
        };
        expect(service.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
        expect(String(service.environment?.DATABASE_URL)).toMatch(/@pgbouncer:5432\/wishlist$/);
        expect(String(service.environment?.DATABASE_DIRECT_URL)).toMatch(/@postgres:5432\/wishlist$/);
        expect(service.environment?.MIGRATE).toBe('false');
      }
    },
  );

  it('applies the migrations with a script that exists, on PostgreSQL itself', () => {
    const migrate = compose.services.migrate;
    expect(migrate?.command).toEqual(['node', 'scripts/migrate.ts']);
    expect(existsSync(new URL('scripts/migrate.ts', root))).toBe(true);
    expect(String(migrate?.environment?.DATABASE_URL)).toMatch(/@postgres:5432\/wishlist$/);
  });

  it('starts billing once the uploads bucket exists, pointed at MinIO', () => {
    const billing = compose.services['billing-1'] as {
      depends_on?: Record<string, { condition: string }>;
      environment?: Record<string, unknown>;
    };
    expect(billing.depends_on?.['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
    expect(billing.environment).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'wishlist-media' });
    expect(String((compose.services['minio-setup'] as { entrypoint?: string[] }).entrypoint)).toContain(
      'mc mb --ignore-existing local/wishlist-media',
    );
  });

  it.each(Object.entries(configs))('starts %s from an entry point that exists, built from our Dockerfile', (name) => {
    const [service] = instancesOf(name).map((instance) => compose.services[instance]);
    expect(service?.build).toBe('.');
    expect(service?.command).toEqual(['node', `services/${name}/src/server.ts`]);
    expect(existsSync(new URL(`services/${name}/src/server.ts`, root))).toBe(true);
    expect(existsSync(new URL('Dockerfile', root))).toBe(true);
  });

  it.each(Object.entries(configs))('sets only variables that the %s config schema knows', (name, schema) => {
    const known = configKeys(schema);
    const set = Object.keys(compose.services[instancesOf(name)[0] as string]?.environment ?? {});
    expect(set.filter((key) => !known.includes(key))).toEqual([]);
  });

  it.each(Object.entries(configs))('gives %s every instance of each service, by their compose names', (name) => {
    for (const instance of instancesOf(name)) {
      const env = compose.services[instance]?.environment ?? {};
      expect(env).toMatchObject(lists);
      const own = String(env[`${name.toUpperCase()}_URL`]).split(',');
      if (name !== 'edge') expect(own).toContain(`http://${instance}:${String(env.PORT)}`);
    }
  });
});
