import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { TEST_SECRETS, signIn, closedAfterFile } from '@wishlist/service-kit/testing';
import { createFile, MP4BoxBuffer } from 'mp4box';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ISO6709, mp4, phoneJpeg, pngBomb, zipArchive } from './media-fixtures.ts';
import { testClock, billingForFile } from './support.ts';
import { startTestStore } from './stored-photos.ts';

// Issue 30, item 2: what is served is what the server made of an upload, never the upload itself.
const BUCKET = 'wishlist-media';
const testStore = closedAfterFile(await startTestStore());
const { s3 } = testStore;
const clock = testClock();
const { app } = await billingForFile(testStore.env, clock);

type User = Awaited<ReturnType<typeof signIn>>;

const requestUpload = (user: User, payload: object) =>
  app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: user.cookie }, payload });

/** Uploads `body` as the browser does (declared type, presigned PUT); answers its objectURL. */
async function upload(user: User, body: Buffer, contentType: string, kind: 'photo' | 'video' = 'photo') {
  const res = await requestUpload(user, { kind, contentType, size: body.length });
  expect(res.statusCode, res.body).toBe(200);
  const { uploadURL, objectURL } = res.json<{ uploadURL: string; objectURL: string }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'if-none-match': '*' },
    body: new Uint8Array(body),
  });
  expect(put.status).toBe(200);
  return objectURL;
}
const lookup = (userId: string, objectURL: string) =>
  app.inject({
    method: 'POST',
    url: '/internal/objects/lookup',
    headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    payload: { userId, objectURL },
  });
const release = (userId: string, objectURLs: string[]) =>
  app.inject({
    method: 'POST',
    url: '/internal/objects/release',
    headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    payload: { userId, objectURLs },
  });
const media = (user: User, url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

const keyOf = (objectURL: string) => objectURL.replace('/media/', '');
/** Every key the store holds under the user's prefix. */
async function storedKeys(userId: string) {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `users/${userId}/` }));
  return (page.Contents ?? []).map(({ Key }) => Key);
}

/** The GPS latitude 48/1 51/1 3024/100 as EXIF (little-endian) rationals: the fixture's place, in bytes. */
const GPS_LATITUDE = Buffer.from([48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 0xd0, 0x0b, 0, 0, 100, 0, 0, 0]);

/** What a served image holds besides pixels. */
async function metadataOf(bytes: Buffer) {
  const { format, width, height, exif, xmp, icc, iptc, orientation } = await sharp(bytes).metadata();
  return { format, width, height, exif, xmp, icc, iptc, orientation };
}

describe('a photo', () => {
  it('is served turned upright, at most 1600 px, as WebP, without its EXIF or GPS; its thumbnail is at most 400 px', async () => {
    const user = await signIn(app);
    // 3000×2000 as stored, Orientation=6: upright it is 2000 wide and 3000 high, the red half on top.
    const original = await phoneJpeg({ width: 3000, height: 2000, orientation: 6 });
    expect(original.includes(GPS_LATITUDE)).toBe(true);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const objectURL = await upload(user, original, 'image/jpeg');
    expect(objectURL).toMatch(/\.webp$/);

    expect((await lookup(user.userId, objectURL)).json()).toMatchObject({
      objectURL,
      kind: 'photo',
      contentType: 'image/webp',
    });
    const viewer = await signIn(app);
    const res = await media(viewer, objectURL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const served = res.rawPayload;
    expect(await metadataOf(served)).toEqual({
      format: 'webp',
      width: 1067,
      height: 1600,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      iptc: undefined,
      orientation: undefined,
    });
    for (const marker of [GPS_LATITUDE, Buffer.from('Exif\0\0'), Buffer.from('Phone 15')])
      expect(served.includes(marker)).toBe(false);
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1067 + x) * 3, (y * 1067 + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(533, 100);
    const [bottomRed, , bottomBlue] = pixel(533, 1500);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);

    const thumbnail = await media(viewer, `${objectURL}?variant=thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await metadataOf(thumbnail.rawPayload)).toMatchObject({
      format: 'webp',
      width: 267,
      height: 400,
      exif: undefined,
    });

    // What the store holds is the processed photo and its thumbnail: the uploaded bytes are gone.
    const keys = await storedKeys(user.userId);
    expect(keys.sort()).toEqual([keyOf(objectURL), `${keyOf(objectURL)}.thumbnail`]);
  });

  it('is processed once when it is first used and read at the same moment', async () => {
    const user = await signIn(app);
    const objectURL = await upload(user, await phoneJpeg({ width: 2400, height: 1600 }), 'image/jpeg');
    const answers = await Promise.all([
      lookup(user.userId, objectURL),
      media(user, objectURL),
      lookup(user.userId, objectURL),
      media(user, objectURL),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.rawPayload.equals(answers[3]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });

  it("loses a PNG's EXIF, XMP and colour profile, and keeps a small one at its size", async () => {
    const user = await signIn(app);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.504N"/></rdf:RDF></x:xmpmeta>',
      )
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 3024/100' } })
      .toBuffer();
    const before = await metadataOf(png);
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc)]).toEqual([true, true, true]);
    const objectURL = await upload(user, png, 'image/png');
    const served = (await media(user, objectURL)).rawPayload;
    expect(await metadataOf(served)).toMatchObject({
      format: 'webp',
      width: 300,
      height: 200,
      exif: undefined,
      xmp: undefined,
      icc: undefined,
    });
    expect(served.includes(Buffer.from('GPSLatitude'))).toBe(false);
  });
});

describe('what is not really a photo', () => {
  it('is refused before a URL is signed when declared as SVG, GIF or HEIC', async () => {
    const user = await signIn(app);
    for (const contentType of ['image/svg+xml', 'image/gif', 'image/heic', 'image/bmp']) {
      const res = await requestUpload(user, { kind: 'photo', contentType, size: 100 });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'UNSUPPORTED_PHOTO_TYPE',
        message: 'Photos must be JPEG, PNG, WebP or AVIF images.',
      });
    }
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );
  it.each([
    ['an SVG declared as PNG', 'image/png', async () => svg, 'NOT_A_PHOTO'],
    [
      'an HTML page declared as JPEG',
      'image/jpeg',
      async () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'NOT_A_PHOTO',
    ],
    [
      'a JPEG that is also a ZIP archive',
      'image/jpeg',
      async () => Buffer.concat([await phoneJpeg({ width: 40, height: 20 }), zipArchive()]),
      'NOT_A_PHOTO',
    ],
    [
      'a JPEG that is also a web page',
      'image/jpeg',
      async () =>
        Buffer.concat([await phoneJpeg({ width: 40, height: 20 }), Buffer.from('<html><script>alert(1)</script>')]),
      'NOT_A_PHOTO',
    ],
    ['a decompression bomb (30000×30000 pixels in a few kB)', 'image/png', async () => pngBomb(), 'IMAGE_TOO_LARGE'],
  ])('is refused, deleted, and never served: %s', async (_case, contentType, make, code) => {
    const user = await signIn(app);
    const objectURL = await upload(user, await make(), contentType);
    const res = await lookup(user.userId, objectURL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code });
    // The same answer on every later lookup; nothing is served, nothing stays in the store.
    expect((await lookup(user.userId, objectURL)).json()).toEqual(res.json());
    expect((await media(user, objectURL)).statusCode).toBe(404);
    expect(await storedKeys(user.userId)).toEqual([]);
  });
});

/** The box types of a movie, depth first, and its tracks' handlers, as mp4box reads it. */
function movie(bytes: Buffer) {
  const file = createFile();
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(new Uint8Array(bytes).buffer, 0));
  file.flush();
  const types: string[] = [];
  const visit = (boxes: { type: string; boxes?: unknown[] }[] = []) => {
    for (const box of boxes) {
      types.push(box.type);
      visit(box.boxes as typeof boxes);
    }
  };
  visit(file.boxes as never);
  const info = file.getInfo();
  const videoTrack = info.videoTracks[0];
  return {
    types,
    videoTracks: info.videoTracks.length,
    fragmented: info.isFragmented,
    handlers: (file.moov?.traks ?? []).map((trak) => trak.mdia.hdlr.handler),
    /** Where each video frame is and its bytes. */
    frames: (videoTrack ? (file.getTrackById(videoTrack.id)?.samples ?? []) : []).map(({ offset, size }) =>
      bytes.subarray(offset, offset + size).toString('hex'),
    ),
  };
}

describe('a video', () => {
  it('is served with every place a phone writes its location blanked, and still plays as the same movie', async () => {
    const user = await signIn(app);
    const original = mp4({ xyz: true, loci: true, appleKeys: true, gpsTrack: true });
    expect(original.includes(Buffer.from(ISO6709))).toBe(true);
    expect(movie(original)).toMatchObject({
      types: expect.arrayContaining(['udta', 'meta']),
      handlers: ['vide', 'meta'],
    });
    for (const marker of ['©xyz', 'loci', 'com.apple.quicktime.location'])
      expect(original.includes(Buffer.from(marker, 'latin1'))).toBe(true);
    const objectURL = await upload(user, original, 'video/mp4', 'video');
    expect(objectURL).toMatch(/\.mp4$/);
    expect((await lookup(user.userId, objectURL)).json()).toMatchObject({
      kind: 'video',
      contentType: 'video/mp4',
      size: original.length,
    });

    const res = await media(await signIn(app), objectURL);
    expect(res.statusCode).toBe(200);
    const served = res.rawPayload;
    for (const marker of [ISO6709, '+48.8584', 'com.apple.quicktime.location', '©xyz', 'loci', 'Paris']) {
      expect(served.includes(Buffer.from(marker, 'latin1')), marker).toBe(false);
    }
    const read = movie(served);
    expect(read.types.filter((type) => ['udta', 'meta', 'loci', '©xyz'].includes(type))).toEqual([]);
    expect(read).toMatchObject({ videoTracks: 1, handlers: ['vide'] });
    expect(served.length).toBe(original.length); // blanked in place: every frame stays where the movie says it is
    // Its frame is untouched.
    const frame = Buffer.alloc(64, 0x11);
    expect(served.indexOf(frame)).toBe(original.indexOf(frame));
  });

  it("is taken fragmented, as Chrome's recorder writes it, with its location blanked and every fragment in place", async () => {
    const user = await signIn(app);
    const original = mp4({ fragments: 3, xyz: true, appleKeys: true, gpsTrack: true });
    expect(movie(original)).toMatchObject({
      types: expect.arrayContaining(['mvex', 'moof', 'traf', 'trun']),
      handlers: ['vide', 'meta'],
    });
    const objectURL = await upload(user, original, 'video/mp4', 'video');
    expect((await lookup(user.userId, objectURL)).json()).toMatchObject({ kind: 'video', size: original.length });

    const res = await media(await signIn(app), objectURL);
    expect(res.statusCode).toBe(200);
    const served = res.rawPayload;
    for (const marker of [ISO6709, 'com.apple.quicktime.location', '©xyz'])
      expect(served.includes(Buffer.from(marker, 'latin1')), marker).toBe(false);
    const read = movie(served);
    expect(read).toMatchObject({ videoTracks: 1, handlers: ['vide'], fragmented: true });
    expect(read.types.filter((type) => type === 'moof')).toHaveLength(3);
    expect(read.types.filter((type) => type === 'traf')).toHaveLength(3); // the location track's are blanked
    expect(served.length).toBe(original.length);
    expect(read.frames).toEqual(movie(original).frames);
  });

  it.each([
    ['an HTML page declared as MP4', () => Buffer.from('<html><script>alert(1)</script></html>'.padEnd(400, ' '))],
    ['a JPEG declared as MP4', () => phoneJpeg({ width: 40, height: 20 })],
    ['an MP4 with a ZIP archive after it', () => Buffer.concat([mp4(), zipArchive()])],
    ['a file of another ISO family (a HEIF brand)', () => mp4({ brand: 'heic' })],
    [
      'an MP4 whose location track points past the end of the file',
      () => mp4({ gpsTrack: true, gpsSampleAt: 1_000_000 }),
    ],
  ])('is refused, deleted and never served: %s', async (_case, make) => {
    const user = await signIn(app);
    const objectURL = await upload(user, await make(), 'video/mp4', 'video');
    const res = await lookup(user.userId, objectURL);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'NOT_A_VIDEO',
      message: 'This file is not a video we can take: upload an MP4 or MOV video.',
    });
    expect((await media(user, objectURL)).statusCode).toBe(404);
    expect(await storedKeys(user.userId)).toEqual([]);
  });

  it('is refused before a URL is signed when declared as WebM or anything but MP4 and MOV', async () => {
    const user = await signIn(app);
    const res = await requestUpload(user, { kind: 'video', contentType: 'video/webm', size: 100 });
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'UNSUPPORTED_VIDEO_TYPE',
      message: 'Videos must be MP4 or MOV files.',
    });
  });
});

describe('POST /internal/objects/release (a photo or video no profile uses any more)', () => {
  it('deletes it from the store, photo and thumbnail, and it answers 404 from then on', async () => {
    const user = await signIn(app);
    const photo = await upload(user, await phoneJpeg({ width: 400, height: 300 }), 'image/jpeg');
    const video = await upload(user, mp4({ xyz: true }), 'video/mp4', 'video');
    const kept = await upload(user, await phoneJpeg({ width: 400, height: 300 }), 'image/jpeg');
    for (const url of [photo, video, kept]) expect((await lookup(user.userId, url)).statusCode).toBe(200);
    expect((await media(user, `${photo}?variant=thumbnail`)).statusCode).toBe(200);

    const res = await release(user.userId, [photo, video]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ released: 2 });
    for (const url of [photo, `${photo}?variant=thumbnail`, video])
      expect((await media(user, url)).statusCode, url).toBe(404);
    expect((await lookup(user.userId, photo)).statusCode).toBe(404);
    expect((await storedKeys(user.userId)).sort()).toEqual([keyOf(kept), `${keyOf(kept)}.thumbnail`]);
    expect((await media(user, kept)).statusCode).toBe(200);
    // Again: nothing more to delete.
    expect((await release(user.userId, [photo])).json()).toEqual({ released: 0 });
  });

  it("leaves alone what is not the user's, and asks for the service token", async () => {
    const owner = await signIn(app);
    const other = await signIn(app);
    const photo = await upload(owner, await phoneJpeg({ width: 400, height: 300 }), 'image/jpeg');
    expect((await lookup(owner.userId, photo)).statusCode).toBe(200);
    expect(
      (await release(other.userId, [photo, '/api/avatars/jordan-1', 'https://elsewhere.example/x.webp'])).json(),
    ).toEqual({ released: 0 });
    expect((await media(other, photo)).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/internal/objects/release',
      payload: { userId: owner.userId, objectURLs: [photo] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await release(owner.userId, [])).statusCode).toBe(400);
  });

  it("with the account: deleting a person's billing data leaves nothing of theirs in the store", async () => {
    const user = await signIn(app);
    const photo = await upload(user, await phoneJpeg({ width: 400, height: 300 }), 'image/jpeg');
    expect((await lookup(user.userId, photo)).statusCode).toBe(200);
    expect(await storedKeys(user.userId)).toHaveLength(2);
    const res = await app.inject({
      method: 'DELETE',
      url: `/internal/billing/users/${user.userId}`,
      headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedKeys(user.userId)).toEqual([]);
    expect((await media(await signIn(app), photo)).statusCode).toBe(404);
    await expect(
      s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${keyOf(photo)}.thumbnail` })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });
});

describe('per-person upload quotas', () => {
  it('50 uploads in any 24 hours; the 51st answers 429 with Retry-After until the first is a day old', async () => {
    const user = await signIn(app);
    const first = clock.now();
    for (let i = 0; i < 50; i += 1) {
      if (i === 1) clock.set(new Date(first.getTime() + 3_600_000).toISOString());
      expect((await requestUpload(user, { contentType: 'image/jpeg', size: 1000 })).statusCode, `upload ${i + 1}`).toBe(
        200,
      );
    }
    const refused = await requestUpload(user, { contentType: 'image/jpeg', size: 1000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'UPLOAD_QUOTA',
      message: 'You can upload at most 50 files a day. Please try again later.',
    });
    // The first upload leaves the window 23 hours from now.
    expect(refused.headers['retry-after']).toBe(String(23 * 3600));
    // Another person is not affected.
    expect((await requestUpload(await signIn(app), { contentType: 'image/jpeg', size: 1000 })).statusCode).toBe(200);
    clock.set(new Date(first.getTime() + 86_400_001).toISOString());
    expect((await requestUpload(user, { contentType: 'image/jpeg', size: 1000 })).statusCode).toBe(200);
  });

  it('200 MiB held: an upload that would go over answers 413 STORAGE_FULL; releasing media makes room', async () => {
    const user = await signIn(app);
    const video = { kind: 'video', contentType: 'video/mp4', size: 50_000_000 };
    for (let i = 0; i < 4; i += 1) expect((await requestUpload(user, video)).statusCode).toBe(200);
    const full = await requestUpload(user, { ...video, size: 10_000_000 });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'STORAGE_FULL',
      message: 'Your photos and video can take at most 200 MB. Delete some to upload more.',
    });
    expect((await requestUpload(user, { contentType: 'image/jpeg', size: 9_000_000 })).statusCode).toBe(200);
    // Parallel requests are counted one at a time: of ten 2 MB photos at most what fits passes.
    const room = 200 * 1024 * 1024 - 4 * 50_000_000 - 9_000_000;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestUpload(user, { contentType: 'image/jpeg', size: 2_000_000 })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(Math.floor(room / 2_000_000));
  });

  it('counts what is held after processing: a released upload frees its bytes', async () => {
    const user = await signIn(app);
    const photo = await upload(user, await phoneJpeg({ width: 400, height: 300 }), 'image/jpeg');
    expect((await lookup(user.userId, photo)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect(
        (await requestUpload(user, { kind: 'video', contentType: 'video/mp4', size: 50_000_000 })).statusCode,
      ).toBe(200);
    const almost = 200 * 1024 * 1024 - 4 * 50_000_000;
    const row = await app.pool.query<{ size: number }>('select size from billing.uploads where key = $1', [
      keyOf(photo),
    ]);
    const held = row.rows[0]?.size ?? 0;
    expect((await requestUpload(user, { contentType: 'image/jpeg', size: almost - held + 1 })).statusCode).toBe(413);
    expect((await release(user.userId, [photo])).json()).toEqual({ released: 1 });
    expect((await requestUpload(user, { contentType: 'image/jpeg', size: almost - held + 1 })).statusCode).toBe(200);
  });
});
