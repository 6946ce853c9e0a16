import type { paths } from '@wishlist/contract/schema';
import createClient, { type Client } from 'openapi-fetch';
import { BalancedPool } from 'undici';
import { INSTANCE_WEIGHTS, mayResend } from './upstreams.ts';

export interface ServiceClientOptions {
  /** The other service's instances (origins), e.g. config.MATCHING_URL. */
  urls: readonly string[];
  /** The shared service token its internal operations require. */
  serviceToken: string;
  /** How long one call may take before it counts as failed (the caller's `*_TIMEOUT_MS`). */
  timeoutMs: number;
}

/**
 * What one call came to: the data the service answered with, or a failure — the status it answered with, or
 * null when it could not be reached in time — and what went wrong, for the log.
 */
export type ServiceAnswer<T> = { ok: true; data: T } | { ok: false; status: number | null; error: unknown };

/** The contract's typed client for the other service's operations (openapi-fetch). */
export type ContractClient = Client<paths>;

/**
 * Sends a request through the balanced instances; one that failed before it can have been acted on (mayResend)
 * goes once more. Any other failure is the call's: a write that may have reached an instance is never sent twice.
 */
async function sendBalanced(request: Request, instances: BalancedPool | undefined, count: number, signal: AbortSignal) {
  // Node's fetch takes an undici dispatcher (its own fetch is undici's); its types know only their own copy.
  const init = { ...(instances && { dispatcher: instances }), signal } as RequestInit;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(request.clone(), init);
    } catch (err) {
      if (!mayResend(err, request.method, attempt, count)) throw err;
    }
  }
}

/**
 * A client for another service's operations: each call carries the service token and ends after `timeoutMs`.
 * Calls are balanced over the service's instances (undici's BalancedPool: an instance whose connections fail is
 * chosen less and less, and again as it accepts connections). `call` never throws, so each caller writes only what
 * it does when the other service fails.
 */
export function serviceClient({ urls, serviceToken, timeoutMs }: ServiceClientOptions) {
  // One instance: the process's own connections, as before there were more (no resend has anywhere else to go).
  const instances = urls.length > 1 ? new BalancedPool([...urls], INSTANCE_WEIGHTS) : undefined;
  const api = createClient<paths>({
    // Only the path of this address is sent: the pool chooses the instance.
    baseUrl: urls[0],
    headers: { 'x-service-token': serviceToken },
    fetch: (request) => sendBalanced(request, instances, urls.length, AbortSignal.timeout(timeoutMs)),
  });
  return {
    async call<T>(
      send: (api: ContractClient) => Promise<{ data?: T; error?: unknown; response: Response }>,
    ): Promise<ServiceAnswer<T>> {
      try {
        const { data, error, response } = await send(api);
        return data === undefined ? { ok: false, status: response.status, error } : { ok: true, data };
      } catch (err) {
        return { ok: false, status: null, error: err };
      }
    },
  };
}

export type ServiceClient = ReturnType<typeof serviceClient>;
