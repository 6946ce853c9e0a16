import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Signer } from '@fastify/cookie';
import { contractWith, isInternal, isOpenToGuests, operations, type Operation } from '@wishlist/contract';
import Fastify, { type FastifyInstance, type onRequestAsyncHookHandler, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { withJsonAnswersOnly } from './app.ts';
import { registerContractCheck } from './contract-check.ts';
import { registerErrorHandling } from './errors.ts';
import { securityHandlers } from './guard.ts';
import type { Handlers } from './handlers.ts';
import { SESSION_COOKIE } from './session.ts';
import { sql } from './sql.ts';
import { registerValidation } from './compiled-schemas.ts';

export { catalogueProblems } from './catalogue-check.ts';
export { nextRunOf } from './housekeeping.ts';

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-that-is-long-enough',
  SERVICE_TOKEN: 'test-service-token-that-is-long-enough',
};

interface Closable {
  close(): unknown;
}

/**
 * Closes `resource` after the calling test file's tests, and answers it: called where the file makes it (at its top
 * level), so the teardown cannot be forgotten. Later ones close first (vitest runs "after" hooks as a stack), so an
 * app closes before the fake it talks to.
 */
export function closedAfterFile<T extends Closable>(resource: T): T {
  afterAll(async () => {
    await resource.close();
  });
  return resource;
}

/** A list the file's tests add to (event streams they open), each closed after the file's tests. */
export function allClosedAfterFile<T extends Closable>(): T[] {
  const resources: T[] = [];
  afterAll(async () => {
    for (const resource of resources) await resource.close();
  });
  return resources;
}

/** A fresh database on the run's PostgreSQL, for one test file. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `databaseUrl` (from createTestDatabase) reached through the run's PgBouncer, in transaction mode. */
export const throughPooler = (databaseUrl: string) => sameDatabaseOn(inject('poolerAdminUrl'), databaseUrl);

/** The database of `databaseUrl` on the server of `serverUrl`. */
function sameDatabaseOn(serverUrl: string, databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.host = new URL(serverUrl).host;
  return url.toString();
}

/** `databaseUrl` (from createTestDatabase) on the run's streaming standby: read-only, a little behind. */
export const onReplica = (databaseUrl: string) => sameDatabaseOn(inject('replicaAdminUrl'), databaseUrl);

/** The environment a service is built with in tests: every response is checked against the contract. */
export const testEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  ...TEST_SECRETS,
  DATABASE_URL: databaseUrl,
  PORT: '0',
  LOG_LEVEL: 'silent',
  CONTRACT_CHECK: 'true',
  // Billing's photo triage spends a second of CPU per photo in the background: only its own tests turn it on.
  PHOTO_TRIAGE: 'false',
  ...extra,
});

/** A session for `userId` in the shared store, as login makes it; answers the Cookie header to send. */
export async function signIn(app: FastifyInstance, userId: string = randomUUID()) {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const data = {
    cookie: { originalMaxAge: 60 * 60 * 1000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
  };
  await sql`insert into session.sessions (sid, data, expires_at)
    values (${sid}, ${JSON.stringify(data)}, ${expires})`.execute(app.db);
  return {
    userId,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(new Signer(TEST_SECRETS.SESSION_SECRET).sign(sid))}`,
  };
}

/** Just enough of an SMTP server (RFC 5321, no extensions) to receive what nodemailer sends, kept in `mails`. */
export async function smtpListener() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let envelope = { from: '', to: [] as string[] };
    let data: string | null = null;
    let buffered = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test SMTP ready');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            mails.push({ ...envelope, data });
            data = null;
            envelope = { from: '', to: [] };
            reply('250 queued');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const address = () => line.slice(line.indexOf('<') + 1, line.indexOf('>'));
        switch (line.slice(0, 4).toUpperCase()) {
          case 'MAIL':
            envelope.from = address();
            break;
          case 'RCPT':
            envelope.to.push(address());
            break;
          case 'DATA':
            data = '';
            reply('354 go on');
            continue;
          case 'QUIT':
            reply('221 bye');
            socket.end();
            continue;
        }
        reply('250 ok'); // EHLO, MAIL, RCPT, RSET, NOOP
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Headers with lowercased names, folded lines joined, RFC 2047 encoded words (a subject in Arabic) decoded. */
function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\n[ \t]+/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : fromQuotedPrintable(word.replace(/_/g, ' ')),
  );

const fromQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** One MIME entity: its headers and its body, quoted-printable or base64 decoded. */
function entityOf(data: string) {
  const [head = '', ...body] = data.split('\n\n');
  const headers = headersOf(head);
  const raw = body.join('\n\n');
  const encoding = headers['content-transfer-encoding'] ?? '';
  if (/quoted-printable/i.test(encoding)) return { headers, body: fromQuotedPrintable(raw) };
  if (/base64/i.test(encoding)) return { headers, body: Buffer.from(raw, 'base64').toString('utf8') };
  return { headers, body: raw };
}

/**
 * A mail as the test SMTP server received it, readable: its headers (lowercased names, folded lines joined) and its
 * text (and HTML, when it has both) with quoted-printable soft line breaks and escapes decoded (nodemailer wraps long
 * lines, links included).
 */
export function readMail(data: string) {
  const { headers, body } = entityOf(data);
  const boundary = /multipart\/alternative;\s*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, text: body, html: undefined };
  const parts = body.split(`--${boundary}`).map((part) => entityOf(part.replace(/^\n/, '').replace(/\n$/, '')));
  const partOf = (type: string) => parts.find((part) => part.headers['content-type']?.startsWith(type))?.body;
  return { headers, text: partOf('text/plain') ?? '', html: partOf('text/html') };
}

/** The operations `operationIds` names; an id the contract does not have, or one that needs a session, fails at once. */
function operationsOf(operationIds: string[]): Operation[] {
  return operationIds.map((operationId) => {
    const op = operations.find((candidate) => candidate.operationId === operationId);
    if (!op) throw new Error(`the contract has no operation ${operationId}`);
    if (!isInternal(op) && !isOpenToGuests(op))
      throw new Error(`a fake cannot serve ${operationId}: it needs a session`);
    return op;
  });
}

export interface FakeService {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for another service, made from the contract: the operations `handlers` names (by operationId) are
 * routed at the contract's paths and methods, with its validation of what comes in, its service token, and a check
 * of every answer against it, as the kit routes a real service; each answers with the test's handler. So a fake
 * cannot drift from the contract: a path, a method, a field or a status it does not have fails the test. `onRequest`
 * runs before every operation (a service that is down answers there). A violation is logged on stderr.
 */
export async function fakeService(
  handlers: Handlers,
  { onRequest }: { onRequest?: onRequestAsyncHookHandler } = {},
): Promise<FakeService> {
  const app = Fastify({ logger: { level: 'error' } });
  registerValidation(app);
  registerErrorHandling(app);
  registerContractCheck(app);
  if (onRequest) app.addHook('onRequest', onRequest);
  const routes = handlers as Record<string, RouteOptions['handler']>;
  await app.register(openapiGlue, {
    specification: withJsonAnswersOnly(contractWith(operationsOf(Object.keys(handlers)))),
    securityHandlers: securityHandlers(TEST_SECRETS.SERVICE_TOKEN),
    operationResolver: (operationId: string) =>
      ({ handler: routes[operationId], config: { operationId } }) as RouteOptions,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}
