import { describe, expect, it } from 'vitest';
import { errorStatus, serverMessage, toResponseError } from './api-client.ts';

describe('toResponseError', () => {
  it('reads "<status>: <body text>"', async () => {
    const error = await toResponseError(new Response('{"message":"Already in wishlist"}', { status: 409 }));
    expect(error.message).toBe('409: {"message":"Already in wishlist"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await toResponseError(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    expect(error.message).toBe('503: Service Unavailable');
  });
});

describe('errorStatus and serverMessage', () => {
  it('read the status and the Error body message of a failed call', async () => {
    const error = await toResponseError(
      new Response('{"statusCode":409,"error":"Conflict","message":"That username is taken.","code":"USERNAME_TAKEN"}', { status: 409 }),
    );
    expect(errorStatus(error)).toBe(409);
    expect(serverMessage(error)).toBe('That username is taken.');
  });

  it('give nothing for a body that is not the Error shape, or a network failure', async () => {
    const plain = await toResponseError(new Response('upstream went away', { status: 502 }));
    expect(errorStatus(plain)).toBe(502);
    expect(serverMessage(plain)).toBeUndefined();
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('give nothing for an empty message, or for something that is not an Error', () => {
    expect(errorStatus(new Error('402: {"message":"Your card was declined."}'))).toBe(402);
    expect(serverMessage(new Error('409: {"message":""}'))).toBeUndefined();
    expect(errorStatus('402: nope')).toBeUndefined();
    expect(serverMessage('402: {"message":"nope"}')).toBeUndefined();
  });
});
