import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signPath } from '@wishlist/service-kit';
import { signIn, TEST_SECRETS } from '@wishlist/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalObjectStore, type LocalObjectStore } from '../../../scripts/lib/local-object-store.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// A moderator's evidence link (billing README "Evidence photos") goes through the edge to billing like any /media.
const BUCKET = 'wishlist-media';
const REPORT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
let store: LocalObjectStore;
let storeDir: string;
let services: ServicesBehindEdge;

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'wishlist-evidence-'));
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
      NSFW_THRESHOLD: '1',
    },
  });
});
afterAll(async () => {
  await services?.close();
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

it('serves a signed evidence link through the edge, and 404 without its signature', async () => {
  const { billing, edge } = services;
  const internal = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
  const user = await signIn(billing);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const issued = await billing.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: user.cookie },
    payload: { kind: 'photo', contentType: 'image/jpeg', size: photo.length },
  });
  const { uploadURL, objectURL } = issued.json<{ uploadURL: string; objectURL: string }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'if-none-match': '*' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  const lookup = { userId: user.userId, objectURL };
  expect(
    (await billing.inject({ method: 'POST', url: '/internal/objects/lookup', headers: internal, payload: lookup }))
      .statusCode,
  ).toBe(200);
  const kept = await billing.inject({
    method: 'POST',
    url: '/internal/objects/evidence',
    headers: internal,
    payload: { reportId: REPORT_ID, objectURLs: [objectURL] },
  });
  const [copy] = kept.json<{ photos: { evidencePath: string }[] }>().photos;
  const path = copy?.evidencePath ?? '';

  const link = signPath(path, TEST_SECRETS.SERVICE_TOKEN, new Date(Date.now() + 3_600_000));
  const served = await edge.inject({ method: 'GET', url: link });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

  const unsigned = await edge.inject({ method: 'GET', url: path });
  expect(unsigned.statusCode).toBe(404);
  expect(unsigned.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
});
