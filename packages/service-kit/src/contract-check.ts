import { contract, operations } from '@wishlist/contract';
import { validationErrors, validatorOf } from '@wishlist/contract/validator';
import type { FastifyInstance } from 'fastify';

type ResponseSchemas = Record<string, { content?: Record<string, { schema?: object }> }>;

const errorSchema = (contract.components as { schemas: { Error: object } }).schemas.Error;

// Answered by the framework or the kit on any operation, always in the Error shape: a request that breaks
// the kit's input rules, a body over the limit, an unsupported content type, a database that is away.
const answeredEverywhere = new Set([400, 413, 415, 503]);

// The router keeps response schemas only for answers with a body, so a declared body-less answer (204) is
// looked up in the contract itself.
const bodylessAnswers = new Set(
  operations.flatMap((op) => {
    type Response = { content?: unknown; $ref?: string };
    const responses =
      (contract.paths[op.path]?.[op.method.toLowerCase()] as { responses?: Record<string, Response> }).responses ?? {};
    return Object.entries(responses)
      .filter(([, response]) => !response.content && !response.$ref)
      .map(([status]) => `${op.operationId} ${status}`);
  }),
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
    // An answer that is not JSON (a plain page) is checked for its declared type; its text has no schema to meet.
    const type = String(reply.getHeader('content-type') ?? 'application/json').split(';')[0];
    if (declared && type !== 'application/json') {
      if (!declaresType(declared.content, type ?? ''))
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
