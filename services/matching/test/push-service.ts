import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in push service (RFC 8030) on 127.0.0.1 for the tests: it holds each subscription's private keys, decrypts
// what arrives as RFC 8291 says (aes128gcm: ECDH, HKDF, AES-128-GCM, with node:crypto and none of web-push's code,
// so the wire format is checked independently) and checks the VAPID JWT (RFC 8292: ES256 over the public key sent
// in `k`, aud, exp, sub). A push that fails a check is answered 400 and its problem recorded.

/** A browser's subscription as the stand-in made it: the JSON a browser posts, and the keys only the browser has. */
export interface FakeSubscription {
  id: string;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  payload: Record<string, unknown>;
  at: number;
}

/** A scripted answer to the next push to a subscription (otherwise 201). */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

const b64 = (data: Buffer) => data.toString('base64url');
const fromB64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 §3.4 and RFC 8188: the one record of an aes128gcm body, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, subscription: FakeSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 point`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for this origin, not expired. */
export function checkVapid(
  authorization: string | undefined,
  expected: { publicKey: string; audience: string; subject: string },
): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return `Authorization is not a VAPID header: ${authorization}`;
  const [, token = '', key = ''] = match;
  if (key !== expected.publicKey) return 'k is not the server’s VAPID public key';
  const [header = '', claims = '', signature = ''] = token.split('.');
  const head = JSON.parse(fromB64(header).toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') return `alg is ${head.alg}`;
  const point = fromB64(key);
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64(signature)))
    return 'the JWT signature does not verify';
  const { aud, exp, sub } = JSON.parse(fromB64(claims).toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (aud !== expected.audience) return `aud is ${aud}`;
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 60 * 60) return `exp is ${exp}`;
  if (sub !== expected.subject) return `sub is ${sub}`;
  return null;
}

export async function startFakePushService(expected: { publicKey: () => string; subject: string }) {
  const subscriptions = new Map<string, FakeSubscription>();
  const answers = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const attempts = new Map<string, number>();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      const refuse = (problem: string) => {
        problems.push(problem);
        response.writeHead(400).end();
      };
      if (request.method !== 'POST' || !subscription) return refuse(`${request.method} ${request.url}`);
      const vapidProblem = checkVapid(request.headers.authorization, {
        publicKey: expected.publicKey(),
        audience: origin,
        subject: expected.subject,
      });
      if (vapidProblem) return refuse(vapidProblem);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse('not aes128gcm');
      if (!/^\d+$/.test(String(request.headers.ttl))) return refuse('no TTL');
      const answer = answers.get(id)?.shift() ?? { status: 201 };
      if (answer.status === 201) {
        try {
          const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), subscription)) as Record<string, unknown>;
          received.push({ subscriptionId: id, headers: request.headers, payload, at: Date.now() });
        } catch (err) {
          return refuse(`cannot decrypt: ${String(err)}`);
        }
      }
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    problems,
    /** How many pushes reached a subscription's endpoint, answered or not. */
    attemptsOf: (subscription: FakeSubscription) => attempts.get(subscription.id) ?? 0,
    /** A browser's new subscription: its own P-256 key pair and authentication secret. */
    subscribe(): FakeSubscription {
      const id = randomBytes(12).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const subscription: FakeSubscription = {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) },
        },
        ecdh,
        authSecret,
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    /** The next pushes to `subscription` are answered so, in order. */
    answer(subscription: FakeSubscription, ...next: Answer[]) {
      answers.set(subscription.id, [...(answers.get(subscription.id) ?? []), ...next]);
    },
    pushesTo: (subscription: FakeSubscription) => received.filter((push) => push.subscriptionId === subscription.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
