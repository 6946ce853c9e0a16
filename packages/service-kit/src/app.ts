import fastifySwagger from '@fastify/swagger';
import { contractFor, operations, ownerOf, type OpenApiDocument } from '@wishlist/contract';
import { isJson } from './contract-check.ts';
import { registerAccessRules, type AccessRules } from './access-rules.ts';
import Fastify, { type FastifyInstance, type RouteHandlerMethod, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { BaseConfig } from './config.ts';
import { registerContractCheck } from './contract-check.ts';
import { registerCrossSiteCheck } from './cross-site.ts';
import { migrateDatabase, migrateDatabaseAt, openOrm, poolOf, registerOrm, type DatabaseDefinition } from './db.ts';
import { errorBody, registerErrorHandling, registerExpectationRefusal } from './errors.ts';
import { securityHandlers } from './guard.ts';
import type { Handlers } from './handlers.ts';
import { registerRateLimits, type RateLimits } from './rate-limit.ts';
import { setHousekeepingInterval } from './housekeeping.ts';
import { loggerOptions } from './log-redaction.ts';
import { unreadyParts } from './readiness.ts';
import { registerReplica } from './replica.ts';
import { connectsDirectly, sql } from './sql.ts';
import { registerSession } from './session.ts';
import { registerInputRules } from './input-rules.ts';
import { registerValidation, schemaController } from './compiled-schemas.ts';

export type ServiceName = 'identity' | 'matching' | 'billing';

export interface ServiceDefinition<C extends BaseConfig> {
  /** The contract tag of the operations this service owns. */
  name: ServiceName;
  database: DatabaseDefinition;
  /** Service-specific plugins (repositories, clients), registered before the routes. */
  plugins?: (app: FastifyInstance, config: C) => Promise<void> | void;
  /** A handler for every operation the service owns: start-up stops when one is missing. */
  handlers: (app: FastifyInstance, config: C) => Handlers;
  /** Per-operation rate limits (429 with Retry-After), counted in PostgreSQL across replicas. */
  rateLimits?: RateLimits;
  /**
   * The checks of the access rules its operations carry in the contract (`x-adults-only`, …): start-up stops when
   * one is missing.
   */
  accessRules?: AccessRules;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** The largest request body a service (and the edge in front of it) reads. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The operations that take larger bodies, and how large. The owner and the edge both read this one figure, so they
 * never disagree: a Stripe event (an invoice with many lines) outgrows 64 KiB, and refusing it has Stripe retry it
 * for days.
 */
const LARGER_BODIES: Record<string, number> = { receiveStripeWebhook: 1024 * 1024 };

/** The largest request body an operation takes (the service's and the edge's limit alike). */
export const bodyLimitOf = (operationId: string): number => LARGER_BODIES[operationId] ?? BODY_LIMIT_BYTES;

/** Builds a service: validation and serialization from the contract, session, guard, errors, database. */
export async function buildServiceApp<C extends BaseConfig>(
  service: ServiceDefinition<C>,
  config: C,
): Promise<FastifyInstance> {
  const app = newFastify(config);
  setHousekeepingInterval(app, config.HOUSEKEEPING_INTERVAL_MS);
  registerValidation(app);
  registerInputRules(app);
  registerErrorHandling(app);
  registerExpectationRefusal(app);
  // A service that cannot start releases what it opened (the pool) before saying why.
  try {
    await openDatabase(app, service.database, config);
    registerCrossSiteCheck(app);
    await registerSession(app, config.SESSION_SECRET, config.APP_URL);
    registerReplica(app, config.DATABASE_REPLICA_URL);
    await registerRateLimits(app, service.rateLimits ?? {});
    app.decorateRequest('userId', null);
    registerHealth(app);
    if (config.CONTRACT_CHECK) registerContractCheck(app);
    await service.plugins?.(app, config);
    await registerOperations(app, service, config);
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}

function newFastify(config: BaseConfig) {
  return Fastify({
    logger: loggerOptions(config.LOG_LEVEL, [
      'req.headers.cookie',
      'req.headers["x-service-token"]',
      'res.headers["set-cookie"]',
    ]),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, a request that still arrives on an open connection is served (the database stays open until
    // the last one is answered) instead of getting Fastify's bare 503, which has no Error shape.
    return503OnClosing: false,
    schemaController,
  });
}

async function openDatabase(app: FastifyInstance, database: DatabaseDefinition, config: BaseConfig) {
  const orm = await openOrm(config.DATABASE_URL, database);
  const pool = await poolOf(orm);
  // An idle connection the server drops (a restart, a proxy's timeout) is replaced; say so in the service's log.
  pool.on('error', (err) => app.log.warn({ err }, 'an idle database connection was lost'));
  registerOrm(app, orm, pool);
  // DATABASE_URL is PostgreSQL itself unless a direct URL says where PostgreSQL is (a pooler in front).
  const direct = !config.DATABASE_DIRECT_URL || config.DATABASE_DIRECT_URL === config.DATABASE_URL;
  if (direct) connectsDirectly(pool);
  if (!config.MIGRATE) return;
  // Migrations go to PostgreSQL itself when a pooler stands in front of it (its own short-lived pool).
  if (config.DATABASE_DIRECT_URL) await migrateDatabaseAt(config.DATABASE_DIRECT_URL, database);
  else await migrateDatabase(orm, database.schema);
}

/** The service's operations as routes made from the contract, once each has a handler and its access rules a check. */
async function registerOperations<C extends BaseConfig>(
  app: FastifyInstance,
  service: ServiceDefinition<C>,
  config: C,
) {
  const specification = contractFor(service.name);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: specification as never } });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const handlers = service.handlers(app, config) as Record<string, RouteHandlerMethod>;
  const missing = operations.filter((op) => ownerOf(op) === service.name && !handlers[op.operationId]);
  if (missing.length > 0) {
    throw new Error(`${service.name} has no handler for ${missing.map((op) => op.operationId).join(', ')}`);
  }
  registerAccessRules(app, service.name, service.accessRules);
  await app.register(openapiGlue, {
    specification: withJsonAnswersOnly(specification),
    securityHandlers: securityHandlers(config.SERVICE_TOKEN),
    // The plugin adds method, url and schema from the contract; its typings ask for them all the same.
    operationResolver: (operationId: string) =>
      ({
        handler: handlers[operationId],
        config: { operationId },
        bodyLimit: bodyLimitOf(operationId),
      }) as RouteOptions,
  });
}

/**
 * The contract as the routes are made from it. fastify-openapi-glue warns at start of a missing body parser for
 * every content type it finds, answers' included (a photo, a page, the event stream), though only request bodies are
 * parsed; and only JSON answers are serialized by their schema. So the routes get the JSON answers alone (the
 * contract check looks the others up in the contract); the document served at /openapi.json keeps every one.
 */
export function withJsonAnswersOnly(specification: OpenApiDocument): OpenApiDocument {
  const routes = structuredClone(specification);
  for (const item of Object.values(routes.paths)) {
    for (const operation of Object.values(item) as { responses?: Record<string, { content?: object }> }[]) {
      for (const answer of Object.values(operation.responses ?? {})) {
        if (answer.content)
          answer.content = Object.fromEntries(Object.entries(answer.content).filter(([type]) => isJson(type)));
      }
    }
  }
  return routes;
}

function registerHealth(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const unready = unreadyParts(app);
    if (unready.length > 0) return reply.status(503).send(errorBody(503, `Not ready: ${unready.join(', ')}.`));
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database unreachable');
      return reply.status(503).send(errorBody(503, 'The database cannot be reached.'));
    }
  });
}
