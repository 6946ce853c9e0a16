import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

// Bodies are checked as sent: no type coercion and no silent removal of unknown fields, so a request that
// breaks the contract is refused instead of half-accepted. Path and query values arrive as strings and are coerced.
const shared: Options = { allErrors: false, useDefaults: true, strict: false, removeAdditional: false };
const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));
const paramsAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));

export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema as object),
  );
}
