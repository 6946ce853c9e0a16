import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parsed contract. Callers must not mutate it: take a filtered copy with `contractFor`. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
}

export const contractPath = new URL('../openapi.yaml', import.meta.url);

export const contract: OpenApiDocument = parse(readFileSync(contractPath, 'utf8'), { maxAliasCount: -1 });

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => httpMethods.has(method))
    .map(([method, op]) => {
      const { operationId, tags = [] } = op as { operationId: string; tags?: string[] };
      return { operationId, method: method.toUpperCase(), path, tags };
    }),
);

export const isInternal = (op: Operation) => op.tags.includes('internal');

/** Whether the operation answers a stream of Server-Sent Events (a body that never ends) rather than JSON. */
export function answersEventStream(op: Operation): boolean {
  const item = contract.paths[op.path]?.[op.method.toLowerCase()] as
    | { responses?: Record<string, { content?: object }> }
    | undefined;
  return 'text/event-stream' in (item?.responses?.['200']?.content ?? {});
}

/** The operation's `x-` extensions (its access rules: see the contract's description), by name. */
export function extensionsOf(op: Operation): Record<string, unknown> {
  const item = (contract.paths[op.path]?.[op.method.toLowerCase()] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(item).filter(([key]) => key.startsWith('x-')));
}

/** Whether the operation is open to guests: its security (its own, else the contract's default) names no `session` scheme. */
export function isOpenToGuests(op: Operation): boolean {
  const item = contract.paths[op.path]?.[op.method.toLowerCase()] as { security?: object[] } | undefined;
  const security = item?.security ?? (contract.security as object[] | undefined) ?? [];
  return !security.some((requirement) => 'session' in requirement);
}

/** The service that owns an operation: its first tag other than `internal`. */
export function ownerOf(op: Operation): string {
  const owner = op.tags.find((tag) => tag !== 'internal');
  if (!owner) throw new Error(`Operation ${op.operationId} has no owning service tag`);
  return owner;
}

/** A copy of the contract holding only the operations `ops`. */
export function contractWith(ops: Operation[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of ops) {
    const method = op.method.toLowerCase();
    const item = (paths[op.path] ??= {});
    item[method] = contract.paths[op.path]?.[method];
  }
  return { ...structuredClone(contract), paths };
}

/** A copy of the contract holding only the operations one service owns. */
export const contractFor = (service: string): OpenApiDocument =>
  contractWith(operations.filter((o) => ownerOf(o) === service));
