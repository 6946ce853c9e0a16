import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from './lib/stack.ts';
const dir = mkdtempSync(join(tmpdir(), 'wl-smoke-')); chmodSync(dir, 0o755);
const stack = await startStack(dir, { ...process.env, PORT: '8199' });
const base = stack.url;
let cookie = '';
async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), origin: base }, body: body ? JSON.stringify(body) : undefined });
  const set = res.headers.get('set-cookie'); if (set) cookie = set.split(';')[0]!;
  const text = await res.text();
  console.log(method, path, res.status, text.slice(0, 300));
  try { return JSON.parse(text); } catch { return text; }
}
try {
  await call('GET', '/api/billing/config');
  const email = `smoke${Date.now()}@example.com`;
  const sent = await call('POST', '/api/auth/send-verification', { method: 'email', contact: email });
  await call('POST', '/api/auth/verify-code', { contact: email, code: sent.code });
  const reg = await call('POST', '/api/auth/register', { username: `smoke${Date.now() % 100000}`, password: 'correct horse battery', email });
  const userId = reg.user?.id;
  await call('GET', `/api/user/${userId}/subscription`);
  const { clientSecret } = await call('POST', '/api/create-subscription', { userId, priceId: 'premium' });
  await call('POST', '/api/test-payments/confirm', { clientSecret, cardNumber: '4000 0000 0000 0002' });
  await call('POST', '/api/test-payments/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242' });
  await call('POST', '/api/cancel-subscription');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const up = await call('POST', '/api/objects/upload', { kind: 'photo', contentType: 'image/png', size: png.length });
  const put = await fetch(up.uploadURL, { method: 'PUT', headers: { ...up.headers, origin: base }, body: png });
  console.log('PUT store', put.status, put.headers.get('access-control-allow-origin'));
  await call('POST', '/api/profile/photos', { imageURL: up.objectURL });
  const media = await fetch(base + up.objectURL, { headers: { cookie } });
  console.log('GET media via edge', media.status, media.headers.get('content-type'), (await media.arrayBuffer()).byteLength);
} finally {
  await stack.stop();
}
