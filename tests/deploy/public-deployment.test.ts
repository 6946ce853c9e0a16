import { billingConfig } from '@wishlist/billing';
import { edgeConfig } from '@wishlist/edge';
import { identityConfig } from '@wishlist/identity';
import { matchingConfig } from '@wishlist/matching';
import { loadConfig } from '@wishlist/service-kit';
import { testEnv } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';

// Issue 30, item 7: no demo convenience reaches a public deployment by a forgotten variable.
const env = (extra: Record<string, string>) => testEnv('postgres://wishlist@127.0.0.1:5432/wishlist', extra);
const mail = { SMTP_URL: 'smtp://smtp.example:587', MAIL_FROM: 'no-reply@wishlist.example' };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_PREMIUM: 'price_1',
  STRIPE_PRICE_GOLD: 'price_2',
};
const publicUrl = { APP_URL: 'https://wishlist.example' };

describe('start-up refuses demo conveniences on a public URL', () => {
  it('identity: demo mode (no SMTP_URL) and ALLOW_DEMO_CODES, naming the variables', () => {
    expect(() => loadConfig(identityConfig, env(publicUrl))).toThrow(
      /APP_URL: APP_URL is https:\/\/wishlist\.example\/?, not this machine, so demo conveniences are refused: demo mode \(SMTP_URL unset.*DEMO_DEPLOYMENT=true/s,
    );
    expect(() =>
      loadConfig(identityConfig, env({ ...publicUrl, NODE_ENV: 'production', ALLOW_DEMO_CODES: 'true' })),
    ).toThrow(/ALLOW_DEMO_CODES=true/);
    expect(() => loadConfig(identityConfig, env({ ...publicUrl, ...mail, ALLOW_DEMO_CODES: 'true' }))).toThrow(
      /ALLOW_DEMO_CODES=true/,
    );
    expect(loadConfig(identityConfig, env({ ...publicUrl, ...mail })).SMTP_URL).toBe(mail.SMTP_URL);
  });

  it('billing: the test-payment mode (no Stripe keys) and ALLOW_TEST_PAYMENTS', () => {
    expect(() => loadConfig(billingConfig, env(publicUrl))).toThrow(/test-payment mode \(STRIPE_SECRET_KEY unset/);
    expect(() =>
      loadConfig(billingConfig, env({ ...publicUrl, NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' })),
    ).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    expect(loadConfig(billingConfig, env({ ...publicUrl, ...stripe })).STRIPE_SECRET_KEY).toBe('sk_test_1');
  });

  it('matching: DEMO_PEOPLE', () => {
    expect(() => loadConfig(matchingConfig, env({ ...publicUrl, DEMO_PEOPLE: 'true' }))).toThrow(/DEMO_PEOPLE=true/);
    expect(loadConfig(matchingConfig, env(publicUrl)).DEMO_PEOPLE).toBe(false);
  });

  it('a production process without APP_URL may be anywhere: refused there too', () => {
    expect(() => loadConfig(identityConfig, env({ NODE_ENV: 'production', ALLOW_DEMO_CODES: 'true' }))).toThrow(
      /APP_URL is unset in production/,
    );
    expect(() => loadConfig(matchingConfig, env({ NODE_ENV: 'production', DEMO_PEOPLE: 'true' }))).toThrow(
      /APP_URL is unset in production/,
    );
  });

  it('allows them on this machine (npm start sets nothing) and where DEMO_DEPLOYMENT=true says there are no real users', () => {
    for (const extra of [
      {},
      { APP_URL: 'http://localhost:8080' },
      { APP_URL: 'http://127.0.0.1:8080' },
      { APP_URL: 'http://[::1]:8080' },
      { ...publicUrl, DEMO_DEPLOYMENT: 'true' },
    ] as Record<string, string>[]) {
      expect(loadConfig(identityConfig, env(extra)).SMTP_URL).toBeUndefined();
      expect(loadConfig(billingConfig, env(extra)).STRIPE_SECRET_KEY).toBeUndefined();
      expect(loadConfig(matchingConfig, env({ ...extra, DEMO_PEOPLE: 'true' })).DEMO_PEOPLE).toBe(true);
    }
    // A host that only looks local is not.
    expect(() =>
      loadConfig(matchingConfig, env({ APP_URL: 'http://localhost.wishlist.example', DEMO_PEOPLE: 'true' })),
    ).toThrow(/DEMO_PEOPLE/);
  });
});

describe('the edge behind a proxy', () => {
  const edge = (extra: Record<string, string>) => loadConfig(edgeConfig, { LOG_LEVEL: 'silent', ...extra });

  it('takes a hop count or addresses and CIDR ranges for EDGE_TRUST_PROXY, and nothing that trusts everyone', () => {
    expect(edge({ EDGE_TRUST_PROXY: '1' }).EDGE_TRUST_PROXY).toBe(1);
    expect(edge({ EDGE_TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,loopback' }).EDGE_TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'loopback',
    ]);
    expect(edge({}).EDGE_TRUST_PROXY).toBeUndefined();
    for (const wrong of [
      'true',
      '0',
      '0.0.0.0/33',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/8,0.0.0.0/0',
      'proxy.example',
      '10.0.0.1/8/1',
    ]) {
      expect(() => edge({ EDGE_TRUST_PROXY: wrong })).toThrow(/EDGE_TRUST_PROXY: must be a number of hops/);
    }
  });

  it('needs EDGE_TRUST_PROXY when APP_URL is https: without it, no request would count as https', () => {
    expect(() => edge(publicUrl)).toThrow(/EDGE_TRUST_PROXY: is required when APP_URL is https/);
    expect(edge({ ...publicUrl, EDGE_TRUST_PROXY: '1' }).APP_URL).toBe('https://wishlist.example');
  });
});
