import { contract, operations } from '@wishlist/contract';
import { describe, expect, it } from 'vitest';

const services = ['identity', 'matching', 'billing'];
type OperationObject = {
  summary?: string;
  security?: unknown[];
  parameters?: { $ref?: string; name?: string }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};
const operationObject = (path: string, method: string) =>
  contract.paths[path]?.[method.toLowerCase()] as OperationObject;

describe('the contract', () => {
  it('covers every call of the product spec (§7)', () => {
    const calls = operations.map((op) => `${op.method} ${op.path}`);
    for (const call of [
      'POST /api/auth/login',
      'POST /api/auth/send-verification',
      'POST /api/auth/verify-code',
      'POST /api/auth/register',
      'GET /api/profiles',
      'GET /api/profiles/{id}',
      'GET /api/wishlist/{userId}',
      'POST /api/wishlist',
      'DELETE /api/wishlist/{userId}/{profileId}',
      'GET /api/user/{userId}/subscription',
      'POST /api/check-like-limit/{userId}',
      'GET /api/subscription-plans',
      'POST /api/create-subscription',
      'POST /api/cancel-subscription',
      'POST /api/contact',
      'POST /api/objects/upload',
      'PUT /api/profile/picture',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s has a summary and exactly one owning service',
    (_id, op) => {
      expect(operationObject(op.path, op.method).summary).toBeTruthy();
      expect(op.tags.filter((tag) => services.includes(tag))).toHaveLength(1);
      // Public calls live under /api/, uploaded media under /media/ (same origin, served by billing).
      const prefixes = op.tags.includes('internal') ? ['/internal/'] : ['/api/', '/media/'];
      expect(prefixes.some((prefix) => op.path.startsWith(prefix))).toBe(true);
    },
  );

  it('answers every error in the one Error shape', () => {
    const responses = contract.components.responses as Record<
      string,
      { content: Record<string, { schema: { $ref: string } }> }
    >;
    for (const op of operations) {
      for (const [status, response] of Object.entries(operationObject(op.path, op.method).responses)) {
        if (Number(status) < 400) continue;
        const resolved = response.$ref ? responses[response.$ref.replace('#/components/responses/', '')] : response;
        expect(resolved?.content?.['application/json']?.schema.$ref, `${op.operationId} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('declares 401 and 403 on every operation acting for a {userId} of the session', () => {
    for (const op of operations.filter((o) => o.path.includes('{userId}') && !o.tags.includes('internal'))) {
      const { responses, security } = operationObject(op.path, op.method);
      expect(security, op.operationId).toBeUndefined(); // the document default: the session cookie
      expect(Object.keys(responses), op.operationId).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
