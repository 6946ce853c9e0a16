import { contract } from '@wishlist/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/**
 * Two rules every operation keeps before its handler runs, whatever its schema says:
 *
 * - An operation whose contract body is JSON takes only JSON: another content type is refused with 415 (the
 *   router validates only the content types the contract names, so a `text/plain` body would reach the handler
 *   unchecked), and a missing required body with 400.
 * - Text PostgreSQL cannot store (NUL, and UTF-16 surrogates without their pair, which have no UTF-8 form) is
 *   refused with 400 wherever it appears: body, path or query. One pass over the parsed request covers every
 *   string field of the contract, present and future, without touching the schemas.
 */

interface JsonBody {
  required: boolean;
}

const jsonBodies = new Map<string, JsonBody>();
for (const item of Object.values(contract.paths)) {
  for (const op of Object.values(item) as {
    operationId?: string;
    requestBody?: { required?: boolean; content?: object };
  }[]) {
    if (op?.operationId && op.requestBody?.content && 'application/json' in op.requestBody.content) {
      jsonBodies.set(op.operationId, { required: op.requestBody.required === true });
    }
  }
}

const mediaType = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/** Whether a string can be stored as PostgreSQL text. */
const isStorable = (text: string) => !text.includes('\u0000') && text.isWellFormed();

const printable = (key: string) => key.replace(/[^\x20-\x7e]/g, '?');

/**
 * The path (`/bio`, `/interests/2`) of the first string (value or key) in `value` that cannot be stored, or
 * null. Walked with a list rather than recursion: a body may nest thousands deep within the size limit.
 */
function unstorablePath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, path] = item;
    if (typeof current === 'string') {
      if (!isStorable(current)) return path || '/';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorable(key)) return `${path}/${printable(key)}`;
        pending.push([child, `${path}/${key}`]);
      }
    }
  }
  return null;
}

export function registerInputRules(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const operationId = request.routeOptions.config.operationId;
    const jsonBody = operationId ? jsonBodies.get(operationId) : undefined;
    if (jsonBody && request.body === undefined && jsonBody.required) {
      throw new ApiError('VALIDATION', { problem: 'it needs a JSON body' });
    }
    if (jsonBody && request.body !== undefined && mediaType(request) !== 'application/json') {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    }
    for (const [part, value] of [
      ['body', request.body],
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = unstorablePath(value);
      if (path) {
        throw new ApiError('VALIDATION', {
          problem: `${part}${path} must not contain NUL or unpaired surrogate characters`,
        });
      }
    }
  });
}
