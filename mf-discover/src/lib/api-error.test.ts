import { describe, expect, it } from 'vitest';
import { errorStatus } from './api-error.ts';

describe('errorStatus', () => {
  it('reads the status of a failed call', () => {
    expect(errorStatus(new Error('409: {"message":"Already in wishlist"}'))).toBe(409);
    expect(errorStatus(new Error('404: Not Found'))).toBe(404);
  });

  it('is undefined for anything else', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorStatus('409: text')).toBeUndefined();
  });
});
