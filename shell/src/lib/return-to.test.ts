// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to.ts';

describe('return-to after signing in', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes where the guest was going, once', () => {
    rememberReturnTo('/profile/3f6c8f9a?from=wishlist');
    expect(takeReturnTo()).toBe('/profile/3f6c8f9a?from=wishlist');
    expect(takeReturnTo()).toBe('/app');
  });

  it('never follows another origin', () => {
    for (const path of ['//evil.example/app', '/\\evil.example', 'https://evil.example/', '/\t/evil.example/app']) {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBe('/app');
      sessionStorage.setItem('wishlist-return-to', path);
      expect(takeReturnTo()).toBe('/app');
    }
  });
});
