import { describe, expect, it } from 'vitest';
import { identityForFile, nextIp } from './helpers.ts';

const { app } = await identityForFile();

const message = {
  name: 'Maya Lopez',
  email: 'maya@example.com',
  subject: 'How do matches work?',
  category: 'general',
  message: 'Do both people have to add each other?',
};
// Each request from its own address: messages are limited per address (10 per hour).
const send = (payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: payload as object });

describe('POST /api/contact', () => {
  it('stores the message and answers its id', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    const { id, createdAt } = res.json();
    const stored = await app.pool.query(
      'select name, email, subject, category, message from identity.contact_messages where id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual(message);
    expect(Date.now() - Date.parse(createdAt)).toBeLessThan(60_000);
  });

  it.each(['general', 'technical', 'billing', 'safety', 'feedback', 'bug'])(
    'accepts the %s category',
    async (category) => {
      expect((await send({ ...message, category })).statusCode).toBe(201);
    },
  );

  it.each([
    [
      'a category outside the list',
      { ...message, category: 'romance' },
      'Category must be one of: general, technical, billing, safety, feedback, bug.',
    ],
    ['a missing message', { ...message, message: undefined }, 'Message is required.'],
    ['an empty name', { ...message, name: '' }, "Name can't be empty."],
    ['a malformed email', { ...message, email: 'maya-at-example' }, 'Email is not a valid email address.'],
    ['a name of the wrong type', { ...message, name: 42 }, 'Name must be a string.'],
    ['an unknown field', { ...message, phone: '555' }, 'Phone is not expected here.'],
    ['an over-long message', { ...message, message: 'x'.repeat(5001) }, 'Message can be at most 5000 characters.'],
  ])('refuses %s with 400 in the error shape, storing nothing', async (_case, payload, text) => {
    const before = await app.pool.query('select count(*)::int as n from identity.contact_messages');
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: text });
    const after = await app.pool.query('select count(*)::int as n from identity.contact_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses the 11th message from one address within an hour with 429 and Retry-After, storing nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await send(message, ip)).statusCode).toBe(201);
    const before = await app.pool.query('select count(*)::int as n from identity.contact_messages');
    const res = await send(message, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in (60|59) minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    const after = await app.pool.query('select count(*)::int as n from identity.contact_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses a message sent by another site with 403', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: message,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('refuses a huge body with 413', async () => {
    const res = await send({ ...message, message: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body that is not JSON at all with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });
});
