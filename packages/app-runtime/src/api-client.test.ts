import { describe, expect, it } from 'vitest';
import { ApiError, apiMessage, isApiError, toApiError } from './api-client.ts';

const errorBody = { statusCode: 409, error: 'Conflict', message: 'Already in wishlist', code: 'ALREADY_IN_WISHLIST' };

describe('toApiError', () => {
  it('reads a body in the Error shape: status, code, message, and the spec text', async () => {
    const error = await toApiError(new Response(JSON.stringify(errorBody), { status: 409, statusText: 'Conflict' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('ALREADY_IN_WISHLIST');
    expect(error.message).toBe('Already in wishlist');
    expect(error.text).toBe(`409: ${JSON.stringify(errorBody)}`);
  });

  it('gives the status text and no code for a body that is not the Error shape', async () => {
    const error = await toApiError(
      new Response('<h1>upstream went away</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.status).toBe(502);
    expect(error.code).toBe('');
    expect(error.message).toBe('Bad Gateway');
    expect(error.text).toBe('502: <h1>upstream went away</h1>');
  });

  it('gives the status text for an empty body, in the message and in the spec text', async () => {
    const error = await toApiError(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    expect(error.code).toBe('');
    expect(error.message).toBe('Service Unavailable');
    expect(error.text).toBe('503: Service Unavailable');
  });

  it('does not take JSON without a code, or with an empty message, for the Error shape', async () => {
    const noCode = await toApiError(
      new Response('{"message":"Already in wishlist"}', { status: 409, statusText: 'Conflict' }),
    );
    expect([noCode.code, noCode.message]).toEqual(['', 'Conflict']);
    const blank = await toApiError(
      new Response('{"message":" ","code":"CONFLICT"}', { status: 409, statusText: 'Conflict' }),
    );
    expect([blank.code, blank.message]).toEqual(['', 'Conflict']);
    const noStatusText = await toApiError(new Response(null, { status: 500, statusText: '' }));
    expect(noStatusText.message).toBe('HTTP 500');
  });
});

describe('isApiError and apiMessage', () => {
  it("recognise an ApiError, also another bundle's copy of the class, and nothing else", () => {
    const error = new ApiError(
      429,
      'Too Many Requests',
      JSON.stringify({ ...errorBody, message: 'Daily like limit reached', code: 'LIKE_LIMIT_REACHED' }),
    );
    expect(isApiError(error)).toBe(true);
    const copy = Object.assign(new Error('Daily like limit reached'), {
      name: 'ApiError',
      status: 429,
      code: 'LIKE_LIMIT_REACHED',
      text: '',
    });
    expect(isApiError(copy)).toBe(true);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 429 })).toBe(false);
  });

  it("give the server's message only when it sent one", () => {
    expect(apiMessage(new ApiError(409, 'Conflict', JSON.stringify(errorBody)))).toBe('Already in wishlist');
    expect(apiMessage(new ApiError(502, 'Bad Gateway', ''))).toBeUndefined();
    expect(apiMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(apiMessage('409: {"message":"nope"}')).toBeUndefined();
  });
});

describe('isApiError with codes', () => {
  it('is true only for an ApiError carrying one of the codes', () => {
    const limit = new ApiError(429, 'Too Many Requests', JSON.stringify({ ...errorBody, code: 'LIKE_LIMIT_REACHED' }));
    expect(isApiError(limit, 'LIKE_LIMIT_REACHED')).toBe(true);
    expect(isApiError(limit, 'ALREADY_IN_WISHLIST', 'LIKE_LIMIT_REACHED')).toBe(true);
    expect(isApiError(limit, 'ALREADY_IN_WISHLIST')).toBe(false);
    expect(isApiError(new ApiError(502, 'Bad Gateway', ''), 'BAD_GATEWAY')).toBe(false);
    expect(isApiError(new TypeError('Failed to fetch'), 'LIKE_LIMIT_REACHED')).toBe(false);
  });
});
