import { describe, expect, it } from 'vitest';
import { screenAt } from './screen-routes.ts';

describe('the screens\' paths', () => {
  it('knows every screen, in any case, with or without a trailing slash', () => {
    for (const path of ['/', '/login', '/LOGIN', '/signup/', '/app', '/profile', '/profile/3f6c8f9a', '/Profile/abc/', '/pricing', '/matches/3f6c8f9a', '/reset-password']) {
      expect(screenAt(path), path).toBeDefined();
    }
  });

  it('knows no other path', () => {
    for (const path of ['/no-such-page', '/profile/a/b', '/matches/a/b', '/app/x', '/loginx', '//login', '/api']) {
      expect(screenAt(path), path).toBeUndefined();
    }
  });

  it('names the screen a path shows, parameters and all', () => {
    expect(screenAt('/APP/')).toBe('discover');
    expect(screenAt('/profile')).toBe('ownProfile');
    expect(screenAt('/profile/3f6c8f9a')).toBe('profileDetail');
    expect(screenAt('/matches')).toBe('matches');
    expect(screenAt('/matches/3f6c8f9a')).toBe('conversation');
    expect(screenAt('/app/x')).toBeUndefined();
  });
});
