import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';

/** Spec §8: the like limit is reached; the toast's Upgrade button goes to /pricing. */
export function showLimitReachedToast(goToPricing: () => void): void {
  toast({
    title: 'Daily Limit Reached',
    description: 'Upgrade to Premium for more daily likes!',
    variant: 'destructive',
    action: { label: 'Upgrade', onClick: goToPricing },
  });
}

/** Spec §8: the success toast of an add, from Discover or a profile page. */
export function showAddedToast(): void {
  toast({ title: 'Added to Wishlist! ❤️', description: 'You can view them in your wishlist.' });
}

/** A super like went out: they will see a star on your card. */
export function showSuperLikedToast(name: string): void {
  toast({ title: 'Super like sent! ⭐', description: `${name} will see a star on your card.` });
}

/** Today's super likes are used up (they come back at 00:00 UTC). */
export function showSuperLikeLimitToast(): void {
  toast({
    title: 'No super likes left today',
    description: 'You get 5 new super likes tomorrow.',
    variant: 'destructive',
  });
}

/** A like that did not reach the server or that the server failed: what happened, and Retry. */
export function showLikeFailedToast(error: unknown, retry: () => void): void {
  toast({
    title: "Your like didn't go through",
    description: isApiError(error)
      ? 'Something went wrong on our side. Please try again.'
      : 'Check your connection and try again.',
    variant: 'destructive',
    action: { label: 'Retry', onClick: retry },
  });
}

/** A like's comment the server refused (blank, or on a prompt or photo no longer on their profile): nothing sent. */
export function showCommentRefusedToast(error: unknown): void {
  toast({
    title: "Your comment wasn't sent",
    description: apiMessage(error) ?? 'Please try again.',
    variant: 'destructive',
  });
}
