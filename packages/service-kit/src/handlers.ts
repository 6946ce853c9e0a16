import type { operations } from '@wishlist/contract/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every operation of the contract, by operationId. */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Part<K extends OperationId, P extends 'path' | 'query'> = operations[K]['parameters'][P] extends infer V
  ? [V] extends [undefined]
    ? Record<string, never>
    : NonNullable<V>
  : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body an operation takes; `| undefined` when the contract makes it optional (`requestBody?`). */
export type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? JsonOf<R>
  : operations[K] extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>> | undefined
    : undefined;

/** What an operation answers on success, as the contract declares it. */
export type SuccessBody<K extends OperationId> = {
  [S in SuccessStatus]: S extends keyof operations[K]['responses'] ? JsonOf<operations[K]['responses'][S]> : never;
}[SuccessStatus];

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Params: Part<K, 'path'>;
  Querystring: Part<K, 'query'>;
}>;

/** A route handler typed from the contract: its request parts and its success answer. */
export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply>;

export type Handlers = { [K in OperationId]?: Handler<K> };
