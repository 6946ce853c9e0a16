import { extensionsOf, operations, ownerOf } from '@wishlist/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, type ErrorCode } from './errors.ts';

/**
 * The access rules the contract may declare on an operation (`x-<rule>: true`, documented in its description) and
 * the refusal of each. The service gives the check; the kit runs it after the guard of every operation carrying it.
 */
const DECLARED_RULES = {
  'x-adults-only': { rule: 'adultsOnly', refusal: 'BIRTH_DATE_REQUIRED' },
} as const satisfies Record<string, { rule: string; refusal: ErrorCode }>;

type Declared = (typeof DECLARED_RULES)[keyof typeof DECLARED_RULES];

/** Whether a request passes a rule (false: refused with the rule's code). */
export type AccessCheck = (request: FastifyRequest) => Promise<boolean>;

/** A check for each access rule the service's operations carry. */
export type AccessRules = Partial<Record<Declared['rule'], AccessCheck>>;

const declaredRule = (extension: string): Declared | undefined =>
  (DECLARED_RULES as Record<string, Declared | undefined>)[extension];

/** The gates of one operation: one per rule it carries; throws when the service gives no check for one. */
function gatesOf(operationId: string, extensions: Record<string, unknown>, checks: AccessRules) {
  return Object.entries(extensions)
    .filter(([, on]) => on === true)
    .map(([extension]): preHandlerAsyncHookHandler => {
      const declared = declaredRule(extension);
      const check = declared && checks[declared.rule];
      if (!declared || !check) throw new Error(`${operationId} carries ${extension}, and no check is given for it`);
      return async (request) => {
        if (!(await check(request))) throw new ApiError(declared.refusal);
      };
    });
}

/**
 * Adds the checks of the access rules the service's operations carry after their guard (the route's own
 * preHandler, which sets the user). Refuses (throws) when an owned operation carries a rule the service gives no
 * check for, or an extension that is no access rule.
 */
export function registerAccessRules(app: FastifyInstance, service: string, checks: AccessRules = {}): void {
  const gates = new Map(
    operations
      .filter((op) => ownerOf(op) === service)
      .map((op) => [op.operationId, gatesOf(op.operationId, extensionsOf(op), checks)] as const)
      .filter(([, operationGates]) => operationGates.length > 0),
  );
  app.addHook('onRoute', (route) => {
    const operationGates = gates.get(route.config?.operationId ?? '');
    if (operationGates) route.preHandler = [...[route.preHandler ?? []].flat(), ...operationGates];
  });
}
