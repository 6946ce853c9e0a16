// Discover's toasts, in the page's language (`formatMessage`: they are shown from callbacks, outside components).
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { formatMessage } from '../i18n.ts';

/** Spec §8: the like limit is reached; the toast's Upgrade button goes to /pricing. */
export function showLimitReachedToast(goToPricing: () => void): void {
  toast({
    title: formatMessage('toast.limit.title'),
    description: formatMessage('toast.limit.text'),
    variant: 'destructive',
    action: { label: formatMessage('toast.limit.upgrade'), onClick: goToPricing },
  });
}

/** Spec §8: the success toast of an add, from Discover or a profile page. */
export function showAddedToast(): void {
  toast({ title: formatMessage('toast.added.title'), description: formatMessage('toast.added.text') });
}

/** A super like went out: they will see a star on your card. */
export function showSuperLikedToast(name: string): void {
  toast({
    title: formatMessage('toast.superLiked.title'),
    description: formatMessage('toast.superLiked.text', { name }),
  });
}

/** Today's super likes are used up: the plan's `perDay` come back at 00:00 UTC. */
export function showSuperLikeLimitToast(perDay: number): void {
  toast({
    title: formatMessage('toast.superLikeLimit.title'),
    description: formatMessage('toast.superLikeLimit.text', { count: perDay }),
    variant: 'destructive',
  });
}

/** A like that did not reach the server or that the server failed: what happened, and Retry. */
export function showLikeFailedToast(error: unknown, retry: () => void): void {
  toast({
    title: formatMessage('toast.likeFailed.title'),
    description: formatMessage(isApiError(error) ? 'toast.likeFailed.server' : 'toast.likeFailed.offline'),
    variant: 'destructive',
    action: { label: formatMessage('toast.retry'), onClick: retry },
  });
}

/** A like's comment the server refused (blank, or on a prompt or photo no longer on their profile): nothing sent. */
export function showCommentRefusedToast(error: unknown): void {
  toast({
    title: formatMessage('toast.commentRefused.title'),
    description: apiMessage(error) ?? formatMessage('common.tryAgain'),
    variant: 'destructive',
  });
}
