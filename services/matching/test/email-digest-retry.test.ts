import { errorBody } from '@wishlist/service-kit';
import { closedAfterFile, fakeService, nextRunOf } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { like, matchingForFile, newMember } from './support.ts';

// The e-mail digest when identity cannot mail it: the claim on the person's digest is given back, so the next run
// mails the same messages. Identity here answers 503 to the first digest it is asked for, 204 after.
const asked: { userId: string; unreadMessages: number; answered: number }[] = [];
const identity = closedAfterFile(
  await fakeService({
    async sendMessageDigest(request, reply) {
      const answered = asked.length === 0 ? 503 : 204;
      asked.push({ userId: request.params.userId, unreadMessages: request.body.unreadMessages, answered });
      return answered === 503 ? reply.status(503).send(errorBody(503, 'down')) : reply.status(204).send();
    },
  }),
);
const { app } = await matchingForFile({ env: { IDENTITY_URL: identity.url, EMAIL_DIGEST_INTERVAL_MS: '100' } });

describe('the e-mail digest, when identity cannot mail it', () => {
  it('mails the same messages at the next run, then not again that day', async () => {
    const [writer, reader] = [await newMember(app), await newMember(app)];
    await like(app, writer, reader.userId);
    await like(app, reader, writer.userId);
    for (const text of ['Hi!', 'Are you free on Saturday?']) {
      const sent = await app.inject({
        method: 'POST',
        url: `/api/conversations/${reader.userId}/messages`,
        headers: { cookie: writer.cookie },
        payload: { text, clientId: crypto.randomUUID() },
      });
      expect(sent.statusCode).toBe(201);
    }
    await app.pool.query(`update matching.messages set sent_at = now() - interval '13 hours' where recipient_id = $1`, [
      reader.userId,
    ]);
    while (!asked.some((ask) => ask.answered === 204)) await nextRunOf(app, 'sending e-mail digests');
    await nextRunOf(app, 'sending e-mail digests');
    expect(asked).toEqual([
      { userId: reader.userId, unreadMessages: 2, answered: 503 },
      { userId: reader.userId, unreadMessages: 2, answered: 204 },
    ]);
  });
});
