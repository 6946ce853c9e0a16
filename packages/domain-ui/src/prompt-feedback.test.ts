import { describe, expect, it } from 'vitest';
import { promptFeedback } from './prompt-feedback.ts';

const ruleOf = (answer: string) => promptFeedback(answer)?.rule ?? null;

describe('promptFeedback', () => {
  it('says nothing about an empty answer or one with a detail', () => {
    expect(ruleOf('')).toBeNull();
    expect(ruleOf('   ')).toBeNull();
    expect(ruleOf('Croissants at dawn, a bookshop, then a gig.')).toBeNull();
  });

  it('asks for words when the answer is emoji only', () => {
    expect(ruleOf('🍕🌮')).toBe('emojiOnly');
    expect(ruleOf(' 🏔️ ✈️ ')).toBe('emojiOnly');
    expect(ruleOf('Pizza 🍕 on a rooftop at sunset')).toBeNull();
  });

  it('spots a stock phrase whatever its case and punctuation', () => {
    expect(ruleOf('Just ask!')).toBe('stockPhrase');
    expect(ruleOf('  Work hard, play hard.  ')).toBe('stockPhrase');
    expect(ruleOf('I love to travel')).toBe('stockPhrase');
  });

  it('finds an answer under 20 characters too short', () => {
    expect(ruleOf('Tacos')).toBe('tooShort');
    expect(ruleOf('Tacos and trail runs')).toBeNull();
  });

  it('gives a sentence to show with each rule', () => {
    expect(promptFeedback('Tacos')?.text).toMatch(/detail/);
  });
});
