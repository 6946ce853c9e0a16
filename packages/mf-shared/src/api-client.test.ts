import { describe, expect, it } from 'vitest';
import { toResponseError } from './api-client.ts';

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
