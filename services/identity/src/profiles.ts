import type { components } from '@wishlist/contract/schema';
import { ApiError, serviceClient } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { IdentityConfig } from './config.ts';

export type OwnProfile = components['schemas']['OwnProfile'];

/** Matching's internal profile operations, as identity uses them. Any failure is a 503 in the Error shape. */
export function matchingProfiles(config: Pick<IdentityConfig, 'MATCHING_URL' | 'SERVICE_TOKEN' | 'MATCHING_TIMEOUT_MS'>) {
  const client = serviceClient(config.MATCHING_URL, config.SERVICE_TOKEN);

  async function call(request: FastifyRequest, what: string, send: (signal: AbortSignal) => Promise<{ data?: { profile: OwnProfile }; response: Response }>) {
    try {
      const { data, response } = await send(AbortSignal.timeout(config.MATCHING_TIMEOUT_MS));
      if (data) return data.profile;
      request.log.error({ status: response.status }, `matching refused to ${what}`);
    } catch (err) {
      request.log.error({ err }, `matching cannot be reached to ${what}`);
    }
    throw new ApiError(503, 'Accounts are unavailable right now. Nothing was changed; please try again in a moment.', 'PROFILES_UNAVAILABLE');
  }

  return {
    create: (request: FastifyRequest, userId: string, username: string) =>
      call(request, 'create a profile', (signal) => client.POST('/internal/profiles', { body: { userId, username }, signal })),
    get: (request: FastifyRequest, userId: string) =>
      call(request, 'read a profile', (signal) => client.GET('/internal/profiles/{userId}', { params: { path: { userId } }, signal })),
  };
}

export type MatchingProfiles = ReturnType<typeof matchingProfiles>;
