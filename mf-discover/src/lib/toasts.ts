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
