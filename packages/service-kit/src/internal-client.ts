import type { paths } from '@wishlist/contract/schema';
import createClient from 'openapi-fetch';

/** A typed client for another service's operations, authenticated with the shared service token. */
export function serviceClient(baseUrl: string, serviceToken: string) {
  return createClient<paths>({ baseUrl, headers: { 'x-service-token': serviceToken } });
}
