import { ButtonLink, EmptyState } from '@wishlist/ui';

/** Spec §2: no such profile (or it is no longer shown); Go Back returns to Discover. */
export function ProfileNotFound() {
  return (
    <EmptyState
      title="Profile not found"
      text="This person may have left Wishlist."
      action={<ButtonLink to="/app">Go Back</ButtonLink>}
    />
  );
}
