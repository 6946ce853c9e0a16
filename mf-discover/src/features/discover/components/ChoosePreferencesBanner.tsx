import { CompassIcon } from '@wishlist/ui';
import { PromptBanner } from './PromptBanner.tsx';

/** Shown until the own profile has a gender, a "show me" and a location: until then the deck shows everyone. */
export function ChoosePreferencesBanner() {
  return (
    <PromptBanner
      icon={<CompassIcon size={20} />}
      title="Who would you like to meet?"
      text="Choose your gender, who to show you and your location to see people nearby."
    />
  );
}
