import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { contract } from '@wishlist/contract';
import type { components } from '@wishlist/contract/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import { plainValidationMessage } from './validation-message.ts';

/** The contract's closed list of error codes (`ErrorCode` in openapi.yaml): a code outside it fails typecheck. */
export type ErrorCode = components['schemas']['ErrorCode'];

interface DeclaredError {
  status: number;
  message: string;
}

const errorCodeSchema = (
  contract.components as { schemas: { ErrorCode: { enum: ErrorCode[]; 'x-errors': Record<ErrorCode, DeclaredError> } } }
).schemas.ErrorCode;

/** Each code's one status and default message, as the contract declares them (`x-errors` of `ErrorCode`). */
export const declaredErrors: Readonly<Record<ErrorCode, DeclaredError>> = errorCodeSchema['x-errors'];

const errorCodes = new Set<unknown>(errorCodeSchema.enum);

/** Whether a code that came from outside (another service, the payment provider) is one of the contract's. */
export const isErrorCode = (code: unknown): code is ErrorCode => errorCodes.has(code);

/** What fills a declared message's `{name}` placeholders. A date is written as a day (and is the body's `until`). */
export type ErrorParams = Readonly<Record<string, string | number | Date>>;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The declared message of `code` with `params` filled in. */
export function messageOf(code: ErrorCode, params: ErrorParams = {}): string {
  return declaredErrors[code].message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return value instanceof Date ? day.format(value) : String(value);
  });
}

/**
 * A refusal the client may see: named by its code alone; the contract gives its status and message. `params` fill
 * the message's placeholders; an `until` date also travels in the body (ACCOUNT_SUSPENDED).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** With ACCOUNT_SUSPENDED: when the suspension ends. */
  readonly until: Date | undefined;

  constructor(code: ErrorCode, params: ErrorParams = {}) {
    super(messageOf(code, params));
    this.statusCode = declaredErrors[code].status;
    this.code = code;
    this.until = params.until instanceof Date ? params.until : undefined;
  }
}

/**
 * Another service's refusal passed on as it said it (its message has its own parameters filled in): the code is one
 * of the contract's, so its status is the declared one.
 */
export function relayedError(code: ErrorCode, message: string): ApiError {
  const error = new ApiError(code);
  error.message = message;
  return error;
}

export type ErrorBody = components['schemas']['Error'];

// The code of an answer no one gave a code of its own: the framework's refusals (bad JSON, a body too large,
// an unknown route) and the edge's answers for an upstream that failed.
const codesByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  417: 'EXPECTATION_FAILED',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export function codeFor(statusCode: number): ErrorCode {
  return codesByStatus[statusCode] ?? (statusCode < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
}

export function errorBody(statusCode: number, message: string, code = codeFor(statusCode)): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/** What an `ApiError` answers: its status, message and code, and a suspension's end. */
export function apiErrorBody(err: ApiError): ErrorBody {
  const body = errorBody(err.statusCode, err.message, err.code);
  if (err.until) body.until = err.until.toISOString();
  return body;
}

interface SecurityError extends FastifyError {
  errors: unknown[];
}

// fastify-openapi-glue wraps the guard's refusals in an error that carries them in `errors`.
const isSecurityError = (err: FastifyError): err is SecurityError => Array.isArray((err as SecurityError).errors);

function describe(v: NonNullable<FastifyError['validation']>[number]) {
  const unknown = (v.params as { additionalProperty?: string }).additionalProperty;
  return unknown ? `must NOT have unknown property '${unknown}'` : (v.message ?? 'is invalid');
}

// How a lost PostgreSQL shows itself: socket errors, the server's "shutting down / starting up / too many
// connections" (class 57P, 53300), connection exceptions (class 08), and pg's own wording for a dropped connection.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const unavailableMessage =
  /connection terminated|timeout exceeded when trying to connect|connection error|not queryable|ended unexpectedly/i;

/** Whether `err` (or what caused it) says the database cannot be reached: a moment's outage, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = String((cause as { code?: unknown }).code ?? '');
    if (
      unavailableCodes.has(code) ||
      code.startsWith('08') ||
      cause.name === 'ConnectionException' ||
      unavailableMessage.test(cause.message)
    ) {
      return true;
    }
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away (PostgreSQL restarts in about that). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * An `Expect` value other than 100-continue is refused by Node itself, before any route (417, empty body): the
 * same answer in the Error shape. The body the client may still send is not read, so the connection closes.
 */
export function registerExpectationRefusal(app: FastifyInstance) {
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(errorBody(417, 'Only "Expect: 100-continue" is supported.'));
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

/** Maps every error to the contract's Error shape; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    // The guard's refusal arrives wrapped by the router's security layer: answer with the guard's own words.
    const err = isSecurityError(caught) ? ((caught.errors.at(-1) as FastifyError | undefined) ?? caught) : caught;
    const statusCode = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;

    if (statusCode === 500 && isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database is unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return reply
        .status(503)
        .send(
          errorBody(503, 'The service is briefly unavailable. Please try again in a moment.', 'DATABASE_UNAVAILABLE'),
        );
    }
    if (statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      const code = err instanceof ApiError ? err.code : codeFor(statusCode);
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      return reply.status(statusCode).send(errorBody(statusCode, message, code));
    }
    if (err.validation) {
      const details = err.validation.map((v) => ({
        path: `${err.validationContext ?? ''}${v.instancePath}`,
        message: describe(v),
      }));
      // The message may reach a screen: plain words; the details keep the validator's own for developers.
      const part = err.validationContext ?? 'body';
      const message = [...new Set(err.validation.map((v) => plainValidationMessage(v, part)))].join(' ');
      const body = errorBody(400, message, 'VALIDATION');
      body.details = details;
      return reply.status(400).send(body);
    }
    return reply
      .status(statusCode)
      .send(err instanceof ApiError ? apiErrorBody(err) : errorBody(statusCode, err.message, codeFor(statusCode)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
