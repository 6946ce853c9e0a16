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

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, MinIO with its bucket set-up, the three services and the edge', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'billing',
      'edge',
      'identity',
      'matching',
      'minio',
      'minio-setup',
      'postgres',
    ]);
  });

  it('starts billing once the uploads bucket exists, pointed at MinIO', () => {
    const billing = compose.services.billing as {
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
    const service = compose.services[name];
    expect(service?.build).toBe('.');
    expect(service?.command).toEqual(['node', `services/${name}/src/server.ts`]);
    expect(existsSync(new URL(`services/${name}/src/server.ts`, root))).toBe(true);
    expect(existsSync(new URL('Dockerfile', root))).toBe(true);
  });

  it.each(Object.entries(configs))('sets only variables that the %s config schema knows', (name, schema) => {
    const known = configKeys(schema);
    const set = Object.keys(compose.services[name]?.environment ?? {});
    expect(set.filter((key) => !known.includes(key))).toEqual([]);
  });

  it.each(Object.entries(configs))('points %s at the other services by their compose names', (name) => {
    const env = compose.services[name]?.environment ?? {};
    expect(env).toMatchObject({
      IDENTITY_URL: 'http://identity:3001',
      MATCHING_URL: 'http://matching:3002',
      BILLING_URL: 'http://billing:3003',
    });
    if (name !== 'edge') expect(env.PORT).toBe(Number(new URL(String(env[`${name.toUpperCase()}_URL`])).port));
  });
});
