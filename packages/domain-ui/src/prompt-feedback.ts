// Gentle feedback on a prompt's answer while it is typed (issue 46): simple rules run on the device, no third party.
// They never block a save: the server only asks for 1–150 characters.

/** The longest answer a prompt takes (the contract's `PromptAnswer.answer`). */
export const PROMPT_ANSWER_MAX = 150;

/** Below this many characters an answer reads as a shrug. */
const SHORT_BELOW = 20;

/** Answers seen on every dating profile, compared without case, punctuation or extra spaces. */
const STOCK_PHRASES = new Set([
  'ask me',
  'just ask',
  'ask me anything',
  'i love to travel',
  'i like to travel',
  'travel',
  'netflix and chill',
  'work hard play hard',
  'live laugh love',
  'good vibes only',
  'no drama',
  'idk',
  'i dont know',
  'not sure',
  'you tell me',
  'swipe right',
  'long walks on the beach',
  'the gym',
]);

/** A suggestion about an answer, by rule; its words are the catalogue's `domain.prompts.feedback.<rule>`. */
export type PromptFeedback = 'emojiOnly' | 'stockPhrase' | 'tooShort';

const hasWords = (answer: string) => /[\p{L}\p{N}]/u.test(answer);
const hasEmoji = (answer: string) => /\p{Extended_Pictographic}/u.test(answer);
const normalized = (answer: string) =>
  answer
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What to suggest about an answer being typed, or null when there is nothing to say (empty, or fine). */
export function promptFeedback(answer: string): PromptFeedback | null {
  const trimmed = answer.trim();
  if (trimmed === '') return null;
  if (!hasWords(trimmed) && hasEmoji(trimmed)) return 'emojiOnly';
  if (STOCK_PHRASES.has(normalized(trimmed))) return 'stockPhrase';
  if ([...trimmed].length < SHORT_BELOW) return 'tooShort';
  return null;
}
