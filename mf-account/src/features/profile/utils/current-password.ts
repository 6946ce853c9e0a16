import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';

/**
 * The server's refusal of a current password (a wrong one, or too many tries), to show under the password field;
 * undefined for any other failure, which the caller toasts.
 */
export function currentPasswordRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return isApiError(error, 'WRONG_PASSWORD') || error.status === 429 ? apiMessage(error) : undefined;
}
