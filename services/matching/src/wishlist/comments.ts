import { ApiError } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';
import { photosOf, type ProfileFields } from '../core/profile-view.ts';
import type { LikeComment } from './repository.ts';

type CommentRequest = components['schemas']['LikeComment'];
type CommentTarget = components['schemas']['CommentTarget'];

/** What a comment answers, as `profile` shows it to the liker now; 400 when it shows no such prompt or photo. */
function answered(profile: ProfileFields, on: CommentTarget): LikeComment['on'] {
  if ('prompt' in on) {
    const prompt = profile.prompts.find((mine) => mine.promptId === on.prompt);
    if (!prompt) throw new ApiError('UNKNOWN_COMMENT_TARGET');
    return { prompt: prompt.promptId, answer: prompt.answer };
  }
  const photos = photosOf({ profilePhoto: profile.profilePhoto ?? null, instagramPhotos: profile.instagramPhotos });
  if (!photos.includes(on.photo)) throw new ApiError('UNKNOWN_COMMENT_TARGET');
  return { photo: on.photo };
}

/**
 * A like's comment as it is kept: trimmed (400 `EMPTY_COMMENT` when nothing is left), with the prompt's answer or
 * the photo it is on as `profile` (the liked person, as the liker is shown them) shows it now.
 */
export const likeComment = (profile: ProfileFields, comment: CommentRequest): LikeComment => {
  const text = comment.text.trim();
  if (text === '') throw new ApiError('EMPTY_COMMENT');
  return { text, on: answered(profile, comment.on) };
};
