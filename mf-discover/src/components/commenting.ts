import type { CommentTarget } from '@wishlist/contract/client/types.gen.ts';

/** The longest comment a like carries (the contract's `LikeComment.text`). */
export const COMMENT_MAX = 140;

/** What a comment is being written on: the person, and one of their prompts (its text and answer) or photos. */
export interface Commenting {
  name: string;
  target: CommentTarget;
  /** "A perfect Sunday: Croissants at dawn…", or null for a photo (shown instead). */
  quote: { prompt: string; answer: string } | null;
}
