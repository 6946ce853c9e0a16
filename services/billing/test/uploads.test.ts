import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { TEST_SECRETS, signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../src/uploads/sweep.ts';
import { billingForFile } from './support.ts';
import { startTestStore } from './stored-photos.ts';

// Uploads against the embedded store of `npm start` (s3rver behind the signature check S3 makes).
const APP_ORIGIN = 'http://localhost:8080';
const BUCKET = 'wishlist-media';
const testStore = closedAfterFile(await startTestStore());
const { store } = testStore;
const { app } = await billingForFile(testStore.env);

type User = Awaited<ReturnType<typeof signIn>>;
interface UploadUrl {
  uploadURL: string;
  objectURL: string;
  expiresInSeconds: number;
  method: 'PUT';
  headers: Record<string, string>;
}

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
});

async function uploadUrl(user: User, body?: object): Promise<UploadUrl> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: user.cookie },
    ...(body && { payload: body }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const put = (url: string, contentType: string, body: Buffer) =>
  fetch(url, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'if-none-match': '*', origin: APP_ORIGIN },
    body: new Uint8Array(body),
  });
const lookup = (userId: string, objectURL: string) =>
  app.inject({
    method: 'POST',
    url: '/internal/objects/lookup',
    headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    payload: { userId, objectURL },
  });
const media = (user: User, objectURL: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: objectURL, headers: { cookie: user.cookie, ...headers } });

describe('a photo upload', () => {
  it("gets a short-lived URL of the store, signed for the declared type and length under the user's own prefix", async () => {
    const user = await signIn(app);
    const url = await uploadUrl(user, { kind: 'photo', contentType: 'image/jpeg', size: jpeg.length });
    expect(url).toEqual({
      uploadURL: expect.stringMatching(
        new RegExp(`^${store.endpoint}/${BUCKET}/users/${user.userId}/[0-9a-f-]{36}\\.webp\\?`),
      ),
      objectURL: expect.stringMatching(new RegExp(`^/media/users/${user.userId}/[0-9a-f-]{36}\\.webp$`)),
      expiresInSeconds: 300,
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', 'If-None-Match': '*' },
    });
    const query = new URL(url.uploadURL).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('300');
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
  });

  it("takes the right file; the owner's lookup finds it and signed-in users read it from our origin", async () => {
    const user = await signIn(app);
    const url = await uploadUrl(user, { kind: 'photo', contentType: 'image/jpeg', size: jpeg.length });
    const stored = await put(url.uploadURL, 'image/jpeg', jpeg);
    expect(stored.status).toBe(200);

    const found = await lookup(user.userId, url.objectURL);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      objectURL: url.objectURL,
      kind: 'photo',
      contentType: 'image/webp',
      size: expect.any(Number),
      // Photo triage is off in this file: no score will come.
      triage: 'clear',
      score: null,
    });
    const { size } = found.json<{ size: number }>();

    const viewer = await signIn(app);
    const res = await media(viewer, url.objectURL);
    expect(res.statusCode).toBe(200);
    // What was made of it (see media.test.ts), never the uploaded bytes.
    expect(res.rawPayload.equals(jpeg)).toBe(false);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(size),
      // Asked again at each use, so a photo held or removed since is not shown from a cache.
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });

    const part = await media(viewer, url.objectURL, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${size}`);
    expect(part.rawPayload.equals(res.rawPayload.subarray(0, 4))).toBe(true);

    const again = await media(viewer, url.objectURL, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it("the store refuses a tampered URL, another user's prefix, another type and a longer body", async () => {
    const user = await signIn(app);
    const other = await signIn(app);
    const url = await uploadUrl(user, { kind: 'photo', contentType: 'image/jpeg', size: jpeg.length });
    const signature = new URL(url.uploadURL).searchParams.get('X-Amz-Signature') ?? '';
    const tampered = url.uploadURL.replace(
      signature,
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    const otherPrefix = url.uploadURL.replace(`/users/${user.userId}/`, `/users/${other.userId}/`);

    for (const [target, type, body] of [
      [tampered, 'image/jpeg', jpeg],
      [otherPrefix, 'image/jpeg', jpeg],
      [url.uploadURL, 'text/html', jpeg],
      [url.uploadURL, 'image/jpeg', Buffer.concat([jpeg, Buffer.from('more')])],
    ] as const) {
      const res = await put(target, type, body);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>AccessDenied</Code>');
    }
    expect((await lookup(user.userId, url.objectURL)).statusCode).toBe(404);
    expect((await lookup(other.userId, url.objectURL.replace(user.userId, other.userId))).statusCode).toBe(404);
  });

  it("the store answers the app's CORS preflight", async () => {
    const user = await signIn(app);
    const url = await uploadUrl(user, { contentType: 'image/png', size: 10 });
    const res = await fetch(url.uploadURL, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it.each([
    [
      'a photo that is not an image',
      { kind: 'photo', contentType: 'video/mp4', size: 100 },
      400,
      'UNSUPPORTED_PHOTO_TYPE',
      'Photos must be JPEG, PNG, WebP or AVIF images.',
    ],
    [
      'a video that is not a video',
      { kind: 'video', contentType: 'image/png', size: 100 },
      400,
      'UNSUPPORTED_VIDEO_TYPE',
      'Videos must be MP4 or MOV files.',
    ],
    [
      'a photo over 10485760 bytes',
      { kind: 'photo', contentType: 'image/jpeg', size: 10_485_761 },
      413,
      'FILE_TOO_LARGE',
      'This file is too large: photos can be at most 10485760 bytes.',
    ],
    [
      'a video over 50485760 bytes',
      { kind: 'video', contentType: 'video/mp4', size: 50_485_761 },
      413,
      'FILE_TOO_LARGE',
      'This file is too large: videos can be at most 50485760 bytes.',
    ],
  ])('refuses to sign for %s', async (_case, body, status, code, message) => {
    const user = await signIn(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      statusCode: status,
      error: status === 413 ? 'Payload Too Large' : 'Bad Request',
      code,
      message,
    });
  });

  it('signs a video of the full 50485760 bytes', async () => {
    const user = await signIn(app);
    const url = await uploadUrl(user, { kind: 'video', contentType: 'video/mp4', size: 50_485_760 });
    expect(url.objectURL).toMatch(/\.mp4$/);
  });
});

describe('an upload', () => {
  it('with a body, must declare its type and size: without them no URL is signed', async () => {
    const user = await signIn(app);
    for (const payload of [{}, { kind: 'photo' }, { contentType: 'image/png' }, { size: 100 }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: { cookie: user.cookie },
        ...(payload && { payload }),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
  });

  it('without a body is refused with 400 SIZE_REQUIRED where browsers reach the store without the edge', async () => {
    // The edge bounds a PUT whose URL signs no length (services/edge/test/upload-without-body.test.ts); this store
    // is reached directly, where nothing would.
    const user = await signIn(app);
    const res = await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'SIZE_REQUIRED' });
    const held = await app.pool.query('select 1 from billing.uploads where user_id = $1', [user.userId]);
    expect(held.rowCount).toBe(0);
  });

  it('writes once: a checked object cannot be overwritten through its URL', async () => {
    const user = await signIn(app);
    const url = await uploadUrl(user, { contentType: 'image/jpeg', size: jpeg.length });
    expect((await put(url.uploadURL, 'image/jpeg', jpeg)).status).toBe(200);
    expect((await lookup(user.userId, url.objectURL)).statusCode).toBe(200);
    const html = Buffer.alloc(jpeg.length, '<');
    const again = await put(url.uploadURL, 'image/jpeg', html);
    expect(again.status).toBe(412);
    const read = await media(user, url.objectURL);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.includes(html)).toBe(false);
    // Without the signed condition the URL is refused outright.
    const unconditional = await fetch(url.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(html),
    });
    expect(unconditional.status).toBe(403);
  });

  it.each([
    ['not an image', 'text/html', () => Buffer.from('<script>alert(1)</script>')],
    ['over 10485760 bytes', 'image/jpeg', () => Buffer.concat([jpeg, Buffer.alloc(10_485_761 - jpeg.length, 1)])],
  ])('is deleted when what a store let through is %s', async (_case, type, make) => {
    const body = make();
    const user = await signIn(app);
    const url = await uploadUrl(user, { contentType: 'image/jpeg', size: jpeg.length });
    // Written with the store's own credentials: what a store that ignored the signed limits would hold.
    const s3 = new S3Client({
      endpoint: store.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: store,
    });
    const key = url.objectURL.replace('/media/', '');
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentType: type, Body: body }));
    const res = await lookup(user.userId, url.objectURL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOT_DECLARED_SIZE' });
    expect((await media(user, url.objectURL)).statusCode).toBe(404);
    const row = await app.pool.query('select status from billing.uploads where key = $1', [key]);
    expect(row.rows[0].status).toBe('rejected');
    // Gone from the store too.
    const head = s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    await expect(head).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    s3.destroy();
  });
});

describe('the sweep of unused uploads', () => {
  it('deletes objects no profile used within a day, and keeps the used ones', async () => {
    const user = await signIn(app);
    const unused = await uploadUrl(user, { contentType: 'image/jpeg', size: jpeg.length });
    const used = await uploadUrl(user, { contentType: 'image/jpeg', size: jpeg.length });
    for (const url of [unused, used]) expect((await put(url.uploadURL, 'image/jpeg', jpeg)).status).toBe(200);
    expect((await lookup(user.userId, used.objectURL)).statusCode).toBe(200);
    const key = (url: UploadUrl) => url.objectURL.replace('/media/', '');
    const objectStore = {
      s3: new S3Client({ endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: store }),
      bucket: BUCKET,
      presignerFor: () => {
        throw new Error('not used');
      },
      throughEdge: false,
    };
    await sweepUnusedUploads(app.orm.em.fork(), objectStore, new Date(Date.now() + 25 * 3_600_000), 24);
    const rows = await app.pool.query<{ key: string; status: string }>(
      'select key, status from billing.uploads where key = any($1)',
      [[key(unused), key(used)]],
    );
    expect(Object.fromEntries(rows.rows.map((row) => [row.key, row.status]))).toEqual({
      [key(unused)]: 'swept',
      [key(used)]: 'stored',
    });
    await expect(
      objectStore.s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key(unused) })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    expect((await objectStore.s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key(used) }))).ContentType).toBe(
      'image/webp',
    );
    expect((await lookup(user.userId, unused.objectURL)).statusCode).toBe(404);
    objectStore.s3.destroy();
  });
});

describe('POST /internal/objects/lookup', () => {
  it("answers 404 for an upload never made, another user's object, an unknown key and a foreign URL", async () => {
    const user = await signIn(app);
    const other = await signIn(app);
    const pending = await uploadUrl(user, { contentType: 'image/jpeg', size: jpeg.length });
    expect((await lookup(user.userId, pending.objectURL)).statusCode).toBe(404);

    const theirs = await uploadUrl(other, { contentType: 'image/jpeg', size: jpeg.length });
    await put(theirs.uploadURL, 'image/jpeg', jpeg);
    expect((await lookup(other.userId, theirs.objectURL)).statusCode).toBe(200);
    expect((await lookup(user.userId, theirs.objectURL)).statusCode).toBe(404);

    for (const objectURL of [
      `/media/users/${user.userId}/${randomUUID()}.webp`,
      `https://elsewhere.example${theirs.objectURL}`,
      '/api/avatars/jordan-1',
    ]) {
      const res = await lookup(user.userId, objectURL);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'UPLOAD_NOT_FOUND' });
    }
  });
});

describe('GET /media/…', () => {
  it('answers 404 for an object that is not there and 400 for a malformed name', async () => {
    const user = await signIn(app);
    expect((await media(user, `/media/users/${user.userId}/${randomUUID()}.jpg`)).statusCode).toBe(404);
    expect((await media(user, `/media/users/${user.userId}/..%2Fsecrets.txt`)).statusCode).toBe(400);
  });
});
