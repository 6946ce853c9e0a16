import type { FastifyError } from 'fastify';

type Failure = NonNullable<FastifyError['validation']>[number];

/** What each part of a request is called when the failure names no field. */
const partNames: Record<string, string> = { body: 'The request', querystring: 'The query', params: 'The address' };

/** Formats by what a person calls them (an id is just "not valid"). */
const formatNames: Record<string, string> = { email: 'email address', date: 'date' };

/** `firstName` → "First name": the field as a person reads it. */
function fieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field a failure is about: the one missing or unexpected, else the last named step of its path. */
function subject(failure: Failure, part: string): string {
  const params = failure.params as { missingProperty?: string; additionalProperty?: string };
  const named = params.missingProperty ?? params.additionalProperty;
  const steps = failure.instancePath.split('/').filter((step) => step !== '' && !/^\d+$/.test(step));
  const last = named ?? steps.at(-1);
  return last ? fieldName(last) : (partNames[part] ?? 'The request');
}

/**
 * A validation failure in plain words, fit for a screen ("First name can't be empty."); Ajv's own text
 * ("body/firstName must NOT have fewer than 1 characters") stays in the answer's `details` for developers.
 */
export function plainValidationMessage(failure: Failure, part: string): string {
  const field = subject(failure, part);
  const { limit, allowedValues, format, type } = failure.params as {
    limit?: number;
    allowedValues?: unknown[];
    format?: string;
    type?: string;
  };
  switch (failure.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'additionalProperties':
      return `${field} is not expected here.`;
    case 'minLength':
      return limit === 1 ? `${field} can't be empty.` : `${field} must be at least ${String(limit)} characters.`;
    case 'maxLength':
      return `${field} can be at most ${String(limit)} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} is too small.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} is too large.`;
    case 'minItems':
      return `${field} needs at least ${String(limit)}.`;
    case 'maxItems':
      return `${field} can hold at most ${String(limit)}.`;
    case 'minProperties':
      return `${field} needs at least one field.`;
    case 'enum':
      return `${field} must be one of: ${(allowedValues ?? []).join(', ')}.`;
    case 'format': {
      const name = format && formatNames[format];
      return name ? `${field} is not a valid ${name}.` : `${field} is not valid.`;
    }
    case 'type':
      return `${field} must be ${type === 'integer' ? 'a whole number' : `a ${String(type)}`}.`;
    default:
      return `${field} is not valid.`;
  }
}
