import { ApiError, type Handlers } from '@wishlist/service-kit';

// TEMPORARY while trust and safety is built: the contract's new operations, answered 503 until their areas land.
const notYet = () => {
  throw new ApiError(503, 'Not built yet.', 'SERVICE_UNAVAILABLE');
};

export const notBuiltYetHandlers = () =>
  ({
    getAccountRole: notYet,
    restrictAccount: notYet,
  }) satisfies Handlers;
