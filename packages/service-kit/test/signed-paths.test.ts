import { describe, expect, it } from 'vitest';
import { signPath, verifySignedPath } from '../src/signed-paths.ts';

const queryOf = (signed: string) => Object.fromEntries(new URL(signed, 'http://x').searchParams);

describe('signed paths', () => {
  const inAnHour = new Date(Date.now() + 3_600_000);

  it('verifies a path signed with the same key before it expires', () => {
    const signed = signPath('/media/evidence/r/0.webp', 'key', inAnHour);
    expect(verifySignedPath('/media/evidence/r/0.webp', queryOf(signed), 'key')).toBe(true);
  });

  it('refuses another path, another key, a changed expiry, a missing signature and an expired link', () => {
    const signed = signPath('/media/evidence/r/0.webp', 'key', inAnHour);
    const query = queryOf(signed);
    expect(verifySignedPath('/media/evidence/r/1.webp', query, 'key')).toBe(false);
    expect(verifySignedPath('/media/evidence/r/0.webp', query, 'other')).toBe(false);
    expect(
      verifySignedPath('/media/evidence/r/0.webp', { ...query, expires: String(Number(query.expires) + 60) }, 'key'),
    ).toBe(false);
    expect(verifySignedPath('/media/evidence/r/0.webp', { expires: query.expires }, 'key')).toBe(false);
    expect(verifySignedPath('/media/evidence/r/0.webp', query, 'key', new Date(inAnHour.getTime() + 2000))).toBe(false);
  });
});
