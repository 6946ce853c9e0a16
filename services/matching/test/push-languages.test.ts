import { closedAfterFile } from '@wishlist/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakeSubscription } from './push-service.ts';
import { like, matchingForFile, newMember, startFakeIdentity, type Member } from './support.ts';

// Pushes in the receiver's language: identity tells matching which language each receiver chose.

const SUBJECT = 'mailto:push-test@example.com';
let vapidPublicKey = '';
const pushService = closedAfterFile(await startFakePushService({ publicKey: () => vapidPublicKey, subject: SUBJECT }));
const identity = closedAfterFile(await startFakeIdentity());
const { app } = await matchingForFile({
  env: {
    IDENTITY_URL: identity.url,
    PUSH_ENDPOINT_PREFIXES: `${pushService.url}/push/`,
    VAPID_SUBJECT: SUBJECT,
    PUSH_INTERVAL_MS: '50',
    PUSH_MESSAGE_DELAY_MS: '50',
  },
});
beforeAll(async () => {
  const member = await newMember(app);
  const config = await app.inject({ method: 'GET', url: '/api/push/config', headers: { cookie: member.cookie } });
  vapidPublicKey = config.json().vapidPublicKey;
});

async function subscribe(member: Member): Promise<FakeSubscription> {
  const subscription = pushService.subscribe();
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: member.cookie },
    payload: subscription.json,
  });
  expect(res.statusCode).toBe(204);
  return subscription;
}

/** Waits until `check` holds (polling), or fails after 5 s. */
async function until(check: () => boolean, what: string) {
  for (const started = Date.now(); Date.now() - started < 5000; ) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited 5 s for ${what}`);
}

describe('pushes in the receiver’s language', () => {
  it('writes a match in Arabic, right to left, to whoever chose it, and leaves English to the service worker', async () => {
    const [ana, ben] = [await newMember(app, { firstName: 'Ana' }), await newMember(app, { firstName: 'Ben' })];
    identity.languages.set(ana.userId, 'ar');
    const [anaPhone, benPhone] = [await subscribe(ana), await subscribe(ben)];
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    await until(() => pushService.pushesTo(anaPhone).length + pushService.pushesTo(benPhone).length === 2, 'two');

    expect(pushService.pushesTo(anaPhone)[0]?.payload).toEqual({
      type: 'match',
      profileId: ben.userId,
      firstName: 'Ben',
      lang: 'ar',
      dir: 'rtl',
      title: 'إنه تطابق!',
      body: 'أنت و“Ben” معجبان ببعضكما.',
    });
    expect(pushService.pushesTo(benPhone)[0]?.payload).toEqual({
      type: 'match',
      profileId: ana.userId,
      firstName: 'Ana',
    });
    expect(pushService.problems).toEqual([]);
  });

  it('sends English when identity cannot tell, rather than no push', async () => {
    const [cara, dan] = [await newMember(app, { firstName: 'Cara' }), await newMember(app, { firstName: 'Dan' })];
    identity.languages.set(cara.userId, 'ar');
    const phone = await subscribe(cara);
    identity.down = true;
    try {
      await like(app, cara, dan.userId);
      await like(app, dan, cara.userId);
      await until(() => pushService.pushesTo(phone).length === 1, 'the match push');
    } finally {
      identity.down = false;
    }
    expect(pushService.pushesTo(phone)[0]?.payload).toEqual({ type: 'match', profileId: dan.userId, firstName: 'Dan' });
  });
});
