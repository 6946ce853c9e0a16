import type { paths } from '@wishlist/contract/schema';
import createClient, { type Client } from 'openapi-fetch';

export interface ServiceClientOptions {
  /** Where the other service listens, e.g. config.MATCHING_URL. */
  baseUrl: string;
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
 * A client for another service's operations: each call carries the service token and ends after `timeoutMs`.
 * `call` never throws, so each caller writes only what it does when the other service fails.
 */
export function serviceClient({ baseUrl, serviceToken, timeoutMs }: ServiceClientOptions) {
  const api = createClient<paths>({
    baseUrl,
    headers: { 'x-service-token': serviceToken },
    fetch: (request) => fetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
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
