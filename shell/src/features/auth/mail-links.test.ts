import { describe, expect, it } from 'vitest';
import { linkOfLine } from './mail-links.ts';

describe('the demo mailbox', () => {
  it('opens a path in the app and a full URL as it is', () => {
    expect(linkOfLine('/reset-password?token=q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE')).toEqual({
      inApp: '/reset-password?token=q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE',
    });
    expect(linkOfLine('https://wishlist.example/login')).toEqual({ url: 'https://wishlist.example/login' });
  });

  it('leaves text as text, a link inside a sentence too', () => {
    expect(linkOfLine('Your Wishlist verification code is 482913.')).toBeNull();
    expect(linkOfLine('open /login now')).toBeNull();
    expect(linkOfLine('javascript:alert(1)')).toBeNull();
    expect(linkOfLine('')).toBeNull();
  });
});
