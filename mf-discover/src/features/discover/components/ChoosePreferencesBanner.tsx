import type { OwnProfile } from '@wishlist/contract/client';
import { CompassIcon } from '@wishlist/ui';
import { PromptBanner } from './PromptBanner.tsx';

/** What the banner asks for, of what the own profile lacks, in order. */
function missingChoices({ gender, showMe, coordinates }: Pick<OwnProfile, 'gender' | 'showMe' | 'coordinates'>) {
  return [!gender && 'your gender', !showMe && 'who to show you', !coordinates && 'your location'].filter(
    (choice): choice is string => choice !== false,
  );
}

/**
 * Shown until the own profile has a gender, a "show me" and a location (until then the deck shows everyone), and
 * asking only for what is still missing: a location already set is never asked for.
 */
export function ChoosePreferencesBanner({
  profile,
}: {
  profile: Pick<OwnProfile, 'gender' | 'showMe' | 'coordinates'>;
}) {
  const missing = missingChoices(profile);
  if (missing.length === 0) return null;
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${String(missing.at(-1))}` : missing[0];
  return (
    <PromptBanner
      icon={<CompassIcon size={20} />}
      title={missing.length === 1 && !profile.coordinates ? 'Where are you?' : 'Who would you like to meet?'}
      text={`Choose ${String(list)}${profile.coordinates ? '' : ' to see people nearby'}.`}
    />
  );
}
