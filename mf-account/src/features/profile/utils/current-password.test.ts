import { ApiError } from '@wishlist/app-runtime/api-client';
import { describe, expect, it } from 'vitest';
import { currentPasswordRefusal } from './current-password.ts';

const answer = (statusCode: number, error: string, message: string, code: string) =>
  new ApiError(statusCode, error, JSON.stringify({ statusCode, error, message, code }));

describe('a refused current password', () => {
  it("shows the server's words for a wrong password and for too many tries", () => {
    expect(
      currentPasswordRefusal(answer(403, 'Forbidden', 'That is not your current password.', 'WRONG_PASSWORD')),
    ).toBe('That is not your current password.');
    expect(
      currentPasswordRefusal(
        answer(429, 'Too Many Requests', 'Too many attempts. Please try again in 15 minutes.', 'RATE_LIMITED'),
      ),
    ).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('leaves any other failure to a toast', () => {
    expect(
      currentPasswordRefusal(answer(503, 'Service Unavailable', 'Down for a moment.', 'SERVICE_UNAVAILABLE')),
    ).toBeUndefined();
    expect(
      currentPasswordRefusal(
        answer(403, 'Forbidden', 'This request came from another site and was refused.', 'CROSS_SITE_REQUEST'),
      ),
    ).toBeUndefined();
    expect(currentPasswordRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
