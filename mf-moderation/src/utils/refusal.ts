import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';

/** What a refused or failed console call says to the moderator. */
export function refusalText(error: unknown): string | undefined {
  if (isApiError(error, 'MODERATORS_ONLY'))
    return 'Only moderators can do this. Your role may have changed: sign in again.';
  return apiMessage(error);
}
