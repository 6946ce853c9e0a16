import { request as httpRequest } from 'node:http';
import { contract, isInternal, operations, type Operation } from '@wishlist/contract';

/**
 * Hostile requests generated from the contract's schemas, for every public operation (read from
 * openapi/openapi.yaml when this module loads, so a new operation is covered without editing anything here),
 * and a runner that sends them to the edge and reports what came back. A 5xx, a reset connection or an answer
 * slower than the deadline is a failure: hostile input must get a clear 4xx (or a 2xx when it is harmless).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  default?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type OperationObject = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

export interface HostileRequest {
  operationId: string;
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  signedIn: boolean;
}

export interface Outcome {
  request: HostileRequest;
  status: number | 'reset' | 'hang';
  ms: number;
}

const resolve = (schema: Schema | undefined): Schema => {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').at(-1) ?? '';
  return resolve((contract.components as { schemas: Record<string, Schema> }).schemas[name]);
};

const typeOf = (schema: Schema) => {
  const type = resolve(schema).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};

/** A plausible value of `schema`: the shape the handler expects, so mutations reach deep. */
function sample(schema: Schema | undefined, userId: string, depth = 0): unknown {
  const s = resolve(schema);
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const variant = s.oneOf?.[0] ?? s.anyOf?.[0] ?? s.allOf?.[0];
  if (variant) return sample(variant, userId, depth);
  switch (typeOf(s)) {
    case 'object':
      return depth > 4
        ? {}
        : Object.fromEntries(
            Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(value, userId, depth + 1)]),
          );
    case 'array':
      return [sample(s.items, userId, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return s.format === 'uuid'
        ? userId
        : s.format === 'email'
          ? 'fuzz@example.com'
          : s.format === 'date'
            ? '2000-01-01'
            : 'fuzz';
  }
}

const HUGE = 'x'.repeat(200_000);
const hostileStrings: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['huge string', HUGE],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' or 1=1 --"],
  ['empty', ''],
];
const wrongValues: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['boolean', false],
  ['array', ['x']],
  ['object', { nested: { deeper: true } }],
];
const hostilePathValues = ['%ff', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(5_000), '%F0%9F%92%A9', '%E0%A4%A'];

/** Every hostile request for one operation, as a guest or signed in as `userId`. */
export function hostileRequestsFor(op: Operation, userId: string, signedIn: boolean): HostileRequest[] {
  const spec = contract.paths[op.path]?.[op.method.toLowerCase()] as OperationObject;
  const pathParams = (spec.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (spec.parameters ?? []).filter((p) => p.in === 'query');
  const pathWith = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (overrides[name] !== undefined) return overrides[name];
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(String(sample(param?.schema, userId)));
    });
  const bodySchema = spec.requestBody?.content?.['application/json']?.schema;
  const json = { 'content-type': 'application/json' };
  const requests: Omit<HostileRequest, 'operationId' | 'method' | 'signedIn'>[] = [];
  const add = (what: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
    requests.push({ what, path, headers, body });

  const valid = bodySchema === undefined ? undefined : sample(bodySchema, userId);
  const validBody = valid === undefined ? undefined : JSON.stringify(valid);
  add('as specified', pathWith(), validBody ? json : {}, validBody);

  for (const param of pathParams) {
    for (const value of hostilePathValues)
      add(`path ${param.name}=${value.slice(0, 20)}`, pathWith({ [param.name]: value }));
  }
  for (const param of queryParams) {
    for (const value of ['%ff', '%00', 'not-a-number', '-1', '99999999999999999999', 'a'.repeat(10_000)]) {
      add(`query ${param.name}=${value.slice(0, 20)}`, `${pathWith()}?${param.name}=${value}`);
    }
    add(`query ${param.name} twice`, `${pathWith()}?${param.name}=1&${param.name}=2`);
  }
  add('malformed query', `${pathWith()}?x=%ff&%zz=1`);
  add('Expect: 100-continue', pathWith(), { ...json, expect: '100-continue' }, validBody ?? '{}');
  add('unsupported Expect', pathWith(), { ...json, expect: 'something-else' }, validBody ?? '{}');

  if (bodySchema !== undefined) {
    const properties = resolve(bodySchema).properties ?? {};
    const base = (valid ?? {}) as Record<string, unknown>;
    add('no body', pathWith());
    add('empty JSON body', pathWith(), json, '');
    add('bad JSON', pathWith(), json, '{"unterminated": ');
    add('JSON array', pathWith(), json, '[1,2,3]');
    add('JSON string', pathWith(), json, '"hello"');
    add('text/plain', pathWith(), { 'content-type': 'text/plain' }, 'hello');
    add('form-encoded', pathWith(), { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2');
    add('no content type', pathWith(), {}, validBody ?? '{}');
    add('2 MB body', pathWith(), json, JSON.stringify({ ...base, padding: 'x'.repeat(2 * 1024 * 1024) }));
    add('deep nesting', pathWith(), json, `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    add('extra field', pathWith(), json, JSON.stringify({ ...base, unexpected: 'field' }));
    add('prototype key', pathWith(), json, '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}');
    for (const key of Object.keys(properties)) {
      const without = Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
      add(`missing ${key}`, pathWith(), json, JSON.stringify(without));
      for (const [label, value] of wrongValues)
        add(`${key} as ${label}`, pathWith(), json, JSON.stringify({ ...base, [key]: value }));
      for (const [label, value] of hostileStrings)
        add(`${key} ${label}`, pathWith(), json, JSON.stringify({ ...base, [key]: value }));
    }
  }
  return requests.map((r) => ({ ...r, operationId: op.operationId, method: op.method, signedIn }));
}

/** The operations the edge routes (everything but the internal ones). */
export const publicOperations = operations.filter((op) => !isInternal(op));

/** Sends one request to the edge on 127.0.0.1 and classifies the answer. */
export function send(
  port: number,
  request: HostileRequest,
  cookie: string | undefined,
  deadlineMs: number,
): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    let settled = false;
    const finish = (status: Outcome['status']) => {
      if (settled) return;
      settled = true;
      done({ request, status, ms: performance.now() - started });
    };
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      agent: false,
      headers: {
        ...request.headers,
        ...(cookie && { cookie }),
        ...(body && { 'content-length': String(body.length) }),
        connection: 'close',
      },
    });
    const timer = setTimeout(() => {
      finish('hang');
      req.destroy();
    }, deadlineMs);
    req.on('response', (res) => {
      // An event stream never ends by nature: its status and headers are the whole answer to judge.
      if (res.headers['content-type']?.startsWith('text/event-stream')) {
        clearTimeout(timer);
        finish(res.statusCode ?? 0);
        req.destroy();
        return;
      }
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        finish(res.statusCode ?? 0);
      });
      res.on('error', () => finish('reset'));
    });
    req.on('error', () => {
      clearTimeout(timer);
      finish('reset');
    });
    req.end(body);
  });
}

/** Runs `requests` with `concurrency` in flight; each guest request is sent without, each other with, `cookie`. */
export async function runAll(
  port: number,
  requests: HostileRequest[],
  cookie: string,
  concurrency = 8,
  deadlineMs = 5_000,
) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (request) outcomes.push(await send(port, request, request.signedIn ? cookie : undefined, deadlineMs));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

export const isFailure = (outcome: Outcome) => typeof outcome.status !== 'number' || outcome.status >= 500;

/** Requests and statuses per operation, failures listed: what `npm run fuzz` prints. */
export function summary(outcomes: Outcome[]) {
  const byOperation = new Map<string, { requests: number; statuses: Map<string, number> }>();
  for (const { request, status } of outcomes) {
    const entry = byOperation.get(request.operationId) ?? { requests: 0, statuses: new Map() };
    entry.requests += 1;
    entry.statuses.set(String(status), (entry.statuses.get(String(status)) ?? 0) + 1);
    byOperation.set(request.operationId, entry);
  }
  const lines = [...byOperation].map(
    ([operationId, { requests, statuses }]) =>
      `${operationId.padEnd(28)} ${String(requests).padStart(6)}  ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
  );
  const failures = outcomes.filter(isFailure);
  const totals = new Map<string, number>();
  for (const { status } of outcomes) totals.set(String(status), (totals.get(String(status)) ?? 0) + 1);
  lines.push(
    `${'all'.padEnd(28)} ${String(outcomes.length).padStart(6)}  ${[...totals]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  lines.push(
    `5xx: ${failures.filter((o) => typeof o.status === 'number').length}, resets: ${failures.filter((o) => o.status === 'reset').length}, hangs: ${failures.filter((o) => o.status === 'hang').length}`,
  );
  for (const { request, status, ms } of failures.slice(0, 50)) {
    lines.push(
      `  FAIL ${status} ${request.method} ${request.path.slice(0, 80)} (${request.what}, ${request.signedIn ? 'signed in' : 'guest'}, ${Math.round(ms)} ms)`,
    );
  }
  return lines.join('\n');
}
