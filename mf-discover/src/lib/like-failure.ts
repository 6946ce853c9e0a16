import { isApiError } from '@wishlist/app-runtime/api-client';

/** The like limit answer (429 `LIKE_LIMIT_REACHED`). */
export const isLimitReached = (error: unknown) => isApiError(error, 'LIKE_LIMIT_REACHED');

/** No answer came (offline, connection lost) or the server failed: the like may work when tried again. */
export const isNetworkOrServerFailure = (error: unknown) => !isApiError(error) || error.status >= 500;
