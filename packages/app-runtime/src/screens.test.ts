import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exposedBy,
  inAppPath,
  remoteScreenId,
  screen,
  screenAt,
  screenModule,
  screenNames,
  signInFrom,
} from './screens.ts';

describe("the screens' paths", () => {
  it('knows every screen, in any case, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/login',
      '/LOGIN',
      '/signup/',
      '/app',
      '/profile',
      '/profile/3f6c8f9a',
      '/Profile/abc/',
      '/pricing',
      '/matches/3f6c8f9a',
      '/reset-password',
      '/moderation',
      '/Moderation/reports/3f6c8f9a',
      '/moderation/audit/',
      '/moderation/photos',
    ]) {
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
    expect(screenAt('/moderation/reports/3f6c8f9a')).toBe('moderationCase');
    expect(screenAt('/moderation/reports')).toBeUndefined();
  });
});

describe('the table of screens', () => {
  const root = join(import.meta.dirname, '..', '..', '..');

  it('names a module for every screen, and the module is there', () => {
    const missing = screenNames.map(screenModule).filter(({ app, path }) => !existsSync(join(root, app, path)));
    expect(missing).toEqual([]);
  });

  it('frames only signed-in screens with the bottom navigation', () => {
    for (const name of screenNames) if (screen(name).navigation) expect(screen(name).for, name).toBe('users');
  });

  it('renders a page for the signed-in visitor only of a signed-in screen, and prerenders none of those', () => {
    for (const name of screenNames) {
      if (screen(name).rendered === 'user') expect(screen(name).for, name).toBe('users');
      if (screen(name).rendered?.startsWith('guest')) expect(screen(name).for, name).not.toBe('users');
    }
  });

  it("keeps the moderators' screens unrendered, out of the navigation, and in their own remote", () => {
    for (const name of screenNames) {
      if (screen(name).for !== 'moderators') continue;
      expect(screen(name), name).toMatchObject({ from: { remote: 'mf_moderation' } });
      expect(screen(name).rendered, name).toBeUndefined();
      expect(screen(name).navigation, name).toBeUndefined();
    }
  });

  it('gives each remote its screens to expose, by their federated names', () => {
    expect(exposedBy('mf_billing')).toEqual({
      name: 'mf_billing',
      exposes: {
        './PricingScreen': './src/exposes/PricingScreen.tsx',
        './SubscriptionScreen': './src/exposes/SubscriptionScreen.tsx',
      },
    });
    expect(remoteScreenId('discover')).toBe('mf_discover/DiscoverScreen');
    expect(remoteScreenId('login')).toBeUndefined();
  });
});

describe('where signing in goes back to', () => {
  it('is a screen of this site, with its query', () => {
    expect(signInFrom('/pricing')).toBe('/login?next=%2Fpricing');
    const next = new URLSearchParams(signInFrom('/subscription').split('?')[1]).get('next');
    expect(inAppPath(next)).toBe('/subscription');
    expect(inAppPath('/profile/3f6c8f9a?from=wishlist')).toBe('/profile/3f6c8f9a?from=wishlist');
  });

  it('is never another origin nor a path the app does not have', () => {
    for (const next of [
      null,
      '',
      'pricing',
      '//evil.example/pricing',
      '/\\evil.example/pricing',
      '/\t/evil.example/pricing',
      'https://evil.example/pricing',
      'javascript:alert(1)',
      '/api/auth/me',
      '/no-such-page',
    ])
      expect(inAppPath(next), String(next)).toBeUndefined();
  });
});
