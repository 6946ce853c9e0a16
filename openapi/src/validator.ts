import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contract } from './index.ts';

// The contract's schemas, checked by JSON Schema: a schema of the contract (or one of its parts) is compiled with its
// `#/components/...` references read from the contract. Not strict: OpenAPI adds keywords of its own (`example`).
const CONTRACT_ID = 'openapi.yaml';
const ajv = addFormats.default(new Ajv({ strict: false, allErrors: true, addUsedSchema: false }));
ajv.addSchema({ components: contract.components }, CONTRACT_ID);

/** A copy of `schema` whose local references (`#/components/...`) point into the contract. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      const local = key === '$ref' && typeof value === 'string' && value.startsWith('#/');
      return [key, local ? `${CONTRACT_ID}${value}` : anchored(value)];
    }),
  );
}

const compiled = new WeakMap<object, ValidateFunction>();
const named = new Map<string, ValidateFunction>();

/** The validator of a schema taken from the contract (compiled once per schema object). */
export function validatorOf(schema: object): ValidateFunction {
  const validate = compiled.get(schema) ?? ajv.compile(anchored(schema) as object);
  compiled.set(schema, validate);
  return validate;
}

/** The validator of the contract's `components.schemas[name]`. */
export function schemaValidator(name: string): ValidateFunction {
  const validate = named.get(name) ?? ajv.compile({ $ref: `${CONTRACT_ID}#/components/schemas/${name}` });
  named.set(name, validate);
  return validate;
}

/** Why the last validation failed, in one line. */
export const validationErrors = (validate: ValidateFunction): string => ajv.errorsText(validate.errors);
