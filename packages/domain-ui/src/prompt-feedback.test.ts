import { describe, expect, it } from 'vitest';
import { promptFeedback } from './prompt-feedback.ts';

describe('promptFeedback', () => {
  it('says nothing about an empty answer or one with a detail', () => {
    expect(promptFeedback('')).toBeNull();
    expect(promptFeedback('   ')).toBeNull();
    expect(promptFeedback('Croissants at dawn, a bookshop, then a gig.')).toBeNull();
  });

  it('asks for words when the answer is emoji only', () => {
    expect(promptFeedback('🍕🌮')).toBe('emojiOnly');
    expect(promptFeedback(' 🏔️ ✈️ ')).toBe('emojiOnly');
    expect(promptFeedback('Pizza 🍕 on a rooftop at sunset')).toBeNull();
  });

  it('spots a stock phrase whatever its case and punctuation', () => {
    expect(promptFeedback('Just ask!')).toBe('stockPhrase');
    expect(promptFeedback('  Work hard, play hard.  ')).toBe('stockPhrase');
    expect(promptFeedback('I love to travel')).toBe('stockPhrase');
  });

  it('finds an answer under 20 characters too short', () => {
    expect(promptFeedback('Tacos')).toBe('tooShort');
    expect(promptFeedback('Tacos and trail runs')).toBeNull();
  });
});
