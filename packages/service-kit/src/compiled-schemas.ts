import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';

/**
 * The contract's schemas compiled once per process, each kept by its text: fastify-openapi-glue makes new schema
 * objects for every app it builds, and compiling them again (Ajv for the requests, fast-json-stringify for the
 * answers) took about 0.7 s of CPU an app, and the tests build the services some 200 times in a run. A service
 * builds its app once, so in production nothing changes.
 */
const compiled = new Map<string, unknown>();
function compiledOnce<T>(key: string, compile: () => T): T {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as T;
}

// Bodies are checked as sent: no type coercion and no silent removal of unknown fields, so a request that
// breaks the contract is refused instead of half-accepted. Path and query values arrive as strings and are coerced.
const shared: Options = { allErrors: false, useDefaults: true, strict: false, removeAdditional: false };
const bodyAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));
const paramsAjv = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));

export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : 'params';
    return compiledOnce(
      `${part} ${JSON.stringify(schema)}`,
      (): ValidateFunction => (part === 'body' ? bodyAjv : paramsAjv).compile(schema),
    );
  });
}

type SerializerFactory = ReturnType<typeof SerializerSelector>;
const fastifySerializers = SerializerSelector();

/** Fastify's own serializers (fast-json-stringify), compiled once per process. */
const serializersCompiledOnce: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifySerializers(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const { schema, httpStatus, contentType } = route as typeof route & { contentType?: string };
    return compiledOnce(`answer ${context} ${JSON.stringify([schema, httpStatus, contentType])}`, () => compile(route));
  };
};

/** Fastify's `schemaController` option: its serializers compiled once per process. */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer: serializersCompiledOnce },
};
