import { SparklesIcon } from '@wishlist/ui';
import { PromptBanner } from './PromptBanner.tsx';

/** Shown while the user's own profile lacks a name or birth date: until then nobody else can see them. */
export function CompleteProfileBanner() {
  return (
    <PromptBanner
      icon={<SparklesIcon size={20} />}
      title="Complete your profile"
      text="Add your name and birth date so other people can discover you."
    />
  );
}
