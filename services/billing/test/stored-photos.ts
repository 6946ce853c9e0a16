import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { TEST_SECRETS, type signIn } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { startLocalObjectStore } from '../../../scripts/lib/local-object-store.ts';
import type { ObjectStore } from '../src/core/object-store.ts';

/** The embedded S3 store in a folder of its own, and the settings that point billing at it. */
export async function startTestStore() {
  const directory = mkdtempSync(join(tmpdir(), 'wishlist-store-'));
  const bucket = 'wishlist-media';
  const store = await startLocalObjectStore({ directory, bucket, allowedOrigins: ['http://localhost:8080'] });
  const s3 = new S3Client({ endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: store });
  /** The store as billing's own modules take it (the sweep), outside the app. */
  const objectStore: ObjectStore = {
    s3,
    bucket,
    presignerFor: () => {
      throw new Error('not used');
    },
    throughEdge: false,
  };
  return {
    store,
    s3,
    objectStore,
    env: {
      S3_ENDPOINT: store.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: store.accessKeyId,
      S3_SECRET_ACCESS_KEY: store.secretAccessKey,
    },
    async close() {
      s3.destroy();
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type User = Awaited<ReturnType<typeof signIn>>;

/** A small generated photo (`seed` picks its colours), uploaded as a browser does; answers its objectURL. */
export async function uploadPhoto(app: FastifyInstance, user: User, seed = 0) {
  const photo = await sharp({
    create: { width: 96, height: 72, channels: 3, background: { r: (seed * 70) % 256, g: 120, b: 200 - seed } },
  })
    .jpeg()
    .toBuffer();
  const res = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: user.cookie },
    payload: { kind: 'photo', contentType: 'image/jpeg', size: photo.length },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadURL, objectURL } = res.json<{ uploadURL: string; objectURL: string }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'if-none-match': '*' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  return objectURL;
}

/** Matching's lookup of an upload (which processes it on first use). */
export const lookup = (app: FastifyInstance, userId: string, objectURL: string) =>
  app.inject({
    method: 'POST',
    url: '/internal/objects/lookup',
    headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    payload: { userId, objectURL },
  });
