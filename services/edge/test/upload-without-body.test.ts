import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './stack.ts';

// Spec §7: `POST /api/objects/upload` sends no payload and PUTs the file at `uploadURL`. Such a URL signs neither a
// type nor a length, so the edge, which the PUT passes (`/store/*`), bounds it: a photo type, at most 10,485,760
// bytes, its length said up front. Over real sockets to the real stack (edge, services, the embedded store).

let stack: TestStack;
let cookie: string;
let jpeg: Buffer;
beforeAll(async () => {
  stack = await startTestStack();
  ({ cookie } = await stack.signIn());
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();
}, 180_000); // the whole stack, on a machine shared with other runs
afterAll(async () => {
  await stack?.stop();
});

interface UploadUrl {
  uploadURL: string;
  objectURL: string;
  headers: Record<string, string>;
}

/** The spec's call: a POST with no body at all. */
async function uploadUrl(): Promise<UploadUrl> {
  const res = await fetch(`${stack.url}/api/objects/upload`, { method: 'POST', headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as UploadUrl;
}

/** A PUT as a plain client sends it: its type, its bytes, none of the answer's headers. */
const put = (url: string, contentType: string, body: Uint8Array<ArrayBuffer>) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

describe('POST /api/objects/upload with no body', () => {
  it('answers an uploadURL for a photo on the edge’s origin; the JPEG PUT there is stored once and served as WebP', async () => {
    const { uploadURL, objectURL, headers } = await uploadUrl();
    expect(uploadURL.startsWith(`${stack.url}/store/`)).toBe(true);
    expect(objectURL).toMatch(/^\/media\/users\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    expect(headers).toEqual({ 'If-None-Match': '*' });

    expect((await put(uploadURL, 'image/jpeg', new Uint8Array(jpeg))).status).toBe(200);
    // Writes once, even for a client that does not send If-None-Match: nothing replaces a checked photo.
    expect((await put(uploadURL, 'image/jpeg', new Uint8Array(jpeg))).status).toBe(412);
    const read = await fetch(`${stack.url}${objectURL}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses at the edge a PUT that is not a photo type (415) or is over 10,485,760 bytes (413)', async () => {
    const { uploadURL } = await uploadUrl();
    const notPhoto = await put(uploadURL, 'text/html', new TextEncoder().encode('<script>alert(1)</script>'));
    expect(notPhoto.status).toBe(415);
    expect(await notPhoto.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await put(uploadURL, 'video/mp4', new Uint8Array(jpeg))).status).toBe(415);

    const tooLarge = await put(uploadURL, 'image/jpeg', new Uint8Array(10_485_761));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });

    // Refused before the store: the URL still takes the right file.
    expect((await put(uploadURL, 'image/png', new Uint8Array(await sharp(jpeg).png().toBuffer()))).status).toBe(200);
  });

  it('refuses a PUT that does not say its length up front (411), so it cannot stream past the bound', async () => {
    const { uploadURL } = await uploadUrl();
    const status = await new Promise<number>((resolve, reject) => {
      const chunked = httpRequest(uploadURL, { method: 'PUT', headers: { 'content-type': 'image/jpeg' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      chunked.on('error', reject);
      chunked.write(jpeg.subarray(0, 100));
      chunked.end(jpeg.subarray(100));
    });
    expect(status).toBe(411);
  });

  it('leaves a URL signed for a declared type and length to the store (a video may be larger than a photo)', async () => {
    const res = await fetch(`${stack.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'image/jpeg', size: jpeg.length }),
    });
    const { uploadURL, headers } = (await res.json()) as UploadUrl;
    // The store checks the signed type: another one is refused there (403), not by the edge.
    const otherType = { ...headers, 'Content-Type': 'image/png' };
    expect((await fetch(uploadURL, { method: 'PUT', headers: otherType, body: new Uint8Array(jpeg) })).status).toBe(
      403,
    );
    expect((await fetch(uploadURL, { method: 'PUT', headers, body: new Uint8Array(jpeg) })).status).toBe(200);
  });
});
