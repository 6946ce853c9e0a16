import { describe, expect, it } from 'vitest';
import { interestToAdd } from './interests.ts';

describe('interestToAdd', () => {
  it('trims what was typed', () => {
    expect(interestToAdd('  Rock climbing ', ['Coffee'])).toBe('Rock climbing');
  });

  it('ignores blank text', () => {
    expect(interestToAdd('   ', [])).toBeNull();
  });

  it('ignores an interest that is already there, whatever its case', () => {
    expect(interestToAdd('Coffee', ['Coffee'])).toBeNull();
    expect(interestToAdd(' coffee', ['Coffee'])).toBeNull();
  });
});
