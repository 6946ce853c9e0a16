import { ApiError } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';

type PromptId = components['schemas']['PromptId'];
type PromptAnswer = components['schemas']['PromptAnswer'];

/** The prompts a profile may answer, in the order the app offers them (the contract's `PromptId` names them). */
export const PROMPTS: { id: PromptId; text: string }[] = [
  { id: 'perfect_sunday', text: 'A perfect Sunday' },
  { id: 'looking_for', text: "I'm looking for" },
  { id: 'get_along_if', text: "We'll get along if" },
  { id: 'simple_pleasures', text: 'My simplest pleasures' },
  { id: 'green_flags', text: 'Green flags I look for' },
  { id: 'typical_weekend', text: 'A typical weekend' },
  { id: 'travel_story', text: 'My best travel story' },
  { id: 'unusual_skill', text: 'An unusual skill of mine' },
];

/**
 * A profile's prompts as sent, checked and trimmed: each prompt once (400 `DUPLICATE_PROMPT`), each answer holding
 * something once trimmed (400 `BLANK_PROMPT_ANSWER`). The contract already bounds their number and length.
 */
export function checkedPrompts(prompts: PromptAnswer[]): PromptAnswer[] {
  if (new Set(prompts.map((prompt) => prompt.promptId)).size < prompts.length) throw new ApiError('DUPLICATE_PROMPT');
  return prompts.map(({ promptId, answer }) => {
    if (answer.trim() === '') throw new ApiError('BLANK_PROMPT_ANSWER');
    return { promptId, answer: answer.trim() };
  });
}
