import { contract, operations } from '@wishlist/contract';
import { validationErrors, validatorOf } from '@wishlist/contract/validator';
import type { FastifyInstance } from 'fastify';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }> }>;

const errorSchema = (contract.components as { schemas: { Error: object } }).schemas.Error;

// Answered by the framework or the kit on any operation, always in the Error shape: a request that breaks
// the kit's input rules, a body over the limit, an unsupported content type, a database that is away.
const answeredEverywhere = new Set([400, 413, 415, 503]);

/** Whether a media type is JSON (`application/json`, `application/problem+json`). */
export const isJson = (type: string) => type.endsWith('json');

type Response = { content?: Record<string, unknown>; $ref?: string };
const answersOf = (op: (typeof operations)[number]) =>
  Object.entries(
    (contract.paths[op.path]?.[op.method.toLowerCase()] as { responses?: Record<string, Response> }).responses ?? {},
  );

// The router keeps response schemas only for JSON answers (app.ts), so a declared body-less answer (204) and an
// answer of another type (a photo, a page) are looked up in the contract itself.
const bodylessAnswers = new Set(
  operations.flatMap((op) =>
    answersOf(op)
      .filter(([, response]) => !response.content && !response.$ref)
      .map(([status]) => `${op.operationId} ${status}`),
  ),
);
const otherAnswers = new Map(
  operations.flatMap((op) =>
    answersOf(op)
      .filter(([, response]) => Object.keys(response.content ?? {}).some((type) => !isJson(type)))
      .map(([status, response]) => [`${op.operationId} ${status}`, response.content] as const),
  ),
);

/** Whether a response declares the media type `type` (a range such as `image/*` covers every image type). */
function declaresType(content: object | undefined, type: string): boolean {
  return Object.keys(content ?? {}).some(
    (range) => range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))),
  );
}

/**
 * Tests turn this on (CONTRACT_CHECK=true): every answer of a contract operation must be a status the
 * contract declares for it, with a body that matches the declared schema. A mismatch fails the request loudly.
 */
export function registerContractCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return payload;
    const status = reply.statusCode;
    const declared = (request.routeOptions.schema?.response as ResponseSchemas | undefined)?.[status];
    const other = otherAnswers.get(`${operationId} ${status}`);
    // An answer that is not JSON (a plain page) is checked for its declared type; its text has no schema to meet.
    const type = String(reply.getHeader('content-type') ?? 'application/json').split(';')[0];
    if ((declared || other) && type !== 'application/json') {
      if (!declaresType({ ...declared?.content, ...other }, type ?? ''))
        throw new Error(
          `Contract violation: ${operationId} ${status} answered ${type}, which the contract does not declare`,
        );
      return payload;
    }
    const schema = declared
      ? declared.content?.['application/json']?.schema
      : answeredEverywhere.has(status)
        ? errorSchema
        : undefined;
    if (bodylessAnswers.has(`${operationId} ${status}`)) return payload;
    if (!declared && !answeredEverywhere.has(status)) {
      throw new Error(`Contract violation: ${operationId} answered ${status}, which the contract does not declare`);
    }
    if (schema) {
      const validate = validatorOf(schema);
      if (!validate(JSON.parse(String(payload)))) {
        throw new Error(`Contract violation: ${operationId} ${status} body: ${validationErrors(validate)}`);
      }
    }
    return payload;
  });
}
