import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@wishlist/service-kit';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../scripts/lib/demo-mailbox.ts';
import { startServicesBehindEdge, type ServicesBehindEdge } from './stack.ts';

// The forms of the prerendered public screens, posted before the app has started (src/form-posts.ts), through the
// edge to the real services on a test database. The shell's renderer is stood in for: its page says what it was given.
const standInRenderer = `
export async function renderForUser() { return undefined; }
export function formAnswerPage(page, pathname, answer, sent) {
  const said = answer.statusCode >= 400 ? JSON.parse(answer.body).message : 'done';
  return page.replace('<div id="root"', () => '<p id="answer">' + pathname + ' ' + answer.statusCode + ' ' + said + ' ' + JSON.stringify(sent) + '</p><div id="root"');
}`;

let webRoot: string;
let services: ServicesBehindEdge;
let edge: FastifyInstance;
const account = {
  username: `ana_${crypto.randomUUID().slice(0, 8)}`,
  email: 'ana@example.com',
  password: 'copper-lantern-58',
};

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'edge-forms-'));
  const pages = join(webRoot, 'shell', 'dist', 'pages');
  mkdirSync(pages, { recursive: true });
  mkdirSync(join(webRoot, 'shell', 'dist-server'));
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  for (const screen of ['login', 'contact'])
    writeFileSync(
      join(pages, `${screen}.guest.html`),
      `<!doctype html><div id="root" data-prerendered>${screen}</div>`,
    );
  writeFileSync(join(webRoot, 'shell', 'dist-server', 'prerender.js'), standInRenderer);
  services = await startServicesBehindEdge({ edgeEnv: { WEB_ROOT: webRoot } });
  edge = services.edge;
  // Signed up as the app does it: the verified contact is remembered by the session the code started.
  let cookie = '';
  const api = async (url: string, payload: object) => {
    const res = await edge.inject({ method: 'POST', url, payload, headers: { cookie } });
    const session = res.cookies.find((set) => set.name === SESSION_COOKIE);
    if (session) cookie = `${SESSION_COOKIE}=${session.value}`;
    return res;
  };
  expect((await api('/api/auth/send-verification', { method: 'email', contact: account.email })).statusCode).toBe(200);
  const read = async (path: string) => (await edge.inject({ method: 'GET', url: path })).json();
  const code = codeIn(await waitForMail(read, account.email));
  expect((await api('/api/auth/verify-code', { contact: account.email, code })).statusCode).toBe(200);
  expect((await api('/api/auth/register', { ...account, verificationMethod: 'email' })).statusCode).toBe(201);
});
afterAll(async () => {
  await services?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A form of our own page, posted by a browser from `address`. */
function post(
  url: string,
  fields: Record<string, string>,
  {
    headers,
    ...options
  }: Omit<Partial<InjectOptions>, 'headers'> & { headers?: Record<string, string | undefined> } = {},
) {
  const sent = Object.entries({
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    'accept-encoding': 'identity',
    ...headers,
  }).filter((header): header is [string, string] => header[1] !== undefined);
  return edge.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: '198.18.0.1',
    ...options,
    headers: Object.fromEntries(sent),
  });
}

describe('signing in by the login form, before the app has started', () => {
  it('signs in and goes on to Discover with the session cookie (303: the browser then GETs it)', async () => {
    const res = await post('/login', { username: account.username, password: account.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app');
    const session = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    const me = await edge.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${session?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(account.username);
  });

  it('answers a wrong password with the page again: the API status, its message, the username kept, no password', async () => {
    const res = await post('/LOGIN?from=home', { username: account.username, password: 'not-the-password-7' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies).toHaveLength(0);
    expect(res.body).toContain(
      `<p id="answer">/login 401 Invalid username or password. {"username":"${account.username}"}</p><div id="root" data-prerendered>login</div>`,
    );
    expect(res.body).not.toContain('not-the-password-7');
  });

  it('goes back to the screen that sent the guest to sign in (`?next=`), never to another site', async () => {
    const back = await post('/login?next=%2Fpricing', { username: account.username, password: account.password });
    expect([back.statusCode, back.headers.location]).toEqual([303, '/pricing']);
    for (const next of ['%2F%2Fevil.example%2Fpricing', 'https%3A%2F%2Fevil.example%2F', '%2Fno-such-page']) {
      const res = await post(`/login?next=${next}`, { username: account.username, password: account.password });
      expect([res.statusCode, res.headers.location], next).toEqual([303, '/app']);
    }
  });

  it('sends on only the form’s own fields', async () => {
    const res = await post('/login', { username: account.username, password: account.password, role: 'admin' });
    expect(res.statusCode).toBe(303);
  });

  it('refuses a post from another site, whatever it sends', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
    ]) {
      const res = await post('/login', { username: account.username, password: account.password }, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses another content type (415) and a body over the form’s limit (413)', async () => {
    const json = await post(
      '/login',
      {},
      { payload: JSON.stringify(account), headers: { 'content-type': 'application/json' } },
    );
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('This content type is not supported.');
    const long = await post('/login', { username: account.username, password: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(413);
  });

  it('keeps the API’s sign-in limits: ten wrong passwords for one username from one address, then 429 with when to retry', async () => {
    const guess = () =>
      post('/login', { username: account.username, password: 'guess-guess-1' }, { remoteAddress: '198.18.7.7' });
    // The earlier tests' wrong password came from another address.
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('<p id="answer">/login 429 ');
  });
});

describe('the contact form, before the app has started', () => {
  const message = { name: 'Ana', email: 'ana@example.com', category: 'safety', subject: '', message: 'Hello there.' };

  it('sends the message and shows the page with what the app says then', async () => {
    const res = await post('/contact', message);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p id="answer">/contact 201 done');
  });

  it('answers a refused message with the page, its status and what was typed', async () => {
    const res = await post('/contact', { ...message, email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('"email":"not-an-address"');
  });
});

describe('pages without a form the edge answers', () => {
  it('answer a post with 404', async () => {
    for (const url of ['/signup', '/app', '/faq']) expect((await post(url, { a: 'b' })).statusCode, url).toBe(404);
  });
});
