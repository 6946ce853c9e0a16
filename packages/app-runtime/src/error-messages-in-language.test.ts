// @vitest-environment jsdom
import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMessage, toApiError } from './api-client.ts';
import { loadErrorMessages, valuesIn } from './error-messages.ts';

const failure = (status: number, code: string, message: string, until?: string) =>
  toApiError(new Response(JSON.stringify({ statusCode: status, error: 'x', code, message, until }), { status }));

afterEach(() => {
  document.documentElement.lang = '';
});

describe("an API error's words in the page's language", () => {
  it("reads the values out of the server's English message by the English pattern", () => {
    expect(
      valuesIn(
        parse('Too many attempts. Please try again in {wait}.'),
        'Too many attempts. Please try again in 14 minutes.',
      ),
    ).toEqual({ wait: '14 minutes' });
    expect(valuesIn(parse('Use at least {min} characters.'), 'Something else.')).toBeUndefined();
  });

  it("is the server's own message in English", async () => {
    document.documentElement.lang = 'en';
    await loadErrorMessages('en');
    const error = await failure(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 14 minutes.');
    expect(apiMessage(error)).toBe('Too many attempts. Please try again in 14 minutes.');
  });

  it("is the Arabic catalogue's words for its code, with the server's values, in Arabic", async () => {
    document.documentElement.lang = 'ar';
    await loadErrorMessages('ar');
    expect(apiMessage(await failure(404, 'NOT_FOUND', 'Not found.'))).toBe('غير موجود.');
    const weak = await failure(400, 'PASSWORD_TOO_SHORT', 'Use at least 8 characters.');
    expect(apiMessage(weak)).toContain('8');
    expect(apiMessage(weak)).not.toContain('Use at least');
    // A message that does not follow the contract's pattern stays the server's.
    expect(apiMessage(await failure(404, 'NOT_FOUND', 'No such photo.'))).toBe('No such photo.');
  });
});
