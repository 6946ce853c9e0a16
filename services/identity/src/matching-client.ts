import type { components } from '@wishlist/contract/schema';
import { ApiError, serviceClient, type ServiceAnswer } from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from './config.ts';

export type OwnProfile = components['schemas']['OwnProfile'];

/** Matching's internal profile operations, as identity uses them. Any failure is a 503 in the Error shape. */
export function matchingClient(config: Pick<IdentityConfig, 'MATCHING_URL' | 'SERVICE_TOKEN' | 'MATCHING_TIMEOUT_MS'>) {
  const matching = serviceClient({
    urls: config.MATCHING_URL,
    serviceToken: config.SERVICE_TOKEN,
    timeoutMs: config.MATCHING_TIMEOUT_MS,
  });

  function profileOf(answer: ServiceAnswer<{ profile: OwnProfile }>, log: FastifyBaseLogger, what: string) {
    if (answer.ok) return answer.data.profile;
    const { status, error } = answer;
    log.error(
      { status, err: error },
      status === null ? `matching cannot be reached to ${what}` : `matching refused to ${what}`,
    );
    throw new ApiError('PROFILES_UNAVAILABLE');
  }

  return {
    createProfile: async (log: FastifyBaseLogger, userId: string, username: string) =>
      profileOf(
        await matching.call((api) => api.POST('/internal/profiles', { body: { userId, username } })),
        log,
        'create a profile',
      ),
    getProfile: async (log: FastifyBaseLogger, userId: string) =>
      profileOf(
        await matching.call((api) => api.GET('/internal/profiles/{userId}', { params: { path: { userId } } })),
        log,
        'read a profile',
      ),
    /** Deletes everything matching keeps about the user (the caller decides what a failure means). */
    deleteUserData: (userId: string) =>
      matching.call((api) => api.DELETE('/internal/matching/users/{userId}', { params: { path: { userId } } })),
    exportUserData: (userId: string) =>
      matching.call((api) => api.GET('/internal/matching/users/{userId}/export', { params: { path: { userId } } })),
  };
}

export type MatchingClient = ReturnType<typeof matchingClient>;
