import type { OwnProfile } from '@wishlist/contract/client';
import { CompassIcon } from '@wishlist/ui';
import { useIntl } from '../../../i18n.ts';
import { PromptBanner } from './PromptBanner.tsx';

type Choice = 'discover.preferences.gender' | 'discover.preferences.showMe' | 'discover.preferences.location';

/** What the banner asks for, of what the own profile lacks, in order. */
function missingChoices({ gender, showMe, coordinates }: Pick<OwnProfile, 'gender' | 'showMe' | 'coordinates'>) {
  const choices: [Choice, boolean][] = [
    ['discover.preferences.gender', !gender],
    ['discover.preferences.showMe', !showMe],
    ['discover.preferences.location', !coordinates],
  ];
  return choices.filter(([, missing]) => missing).map(([choice]) => choice);
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
  const intl = useIntl();
  const missing = missingChoices(profile).map((choice) => intl.formatMessage({ id: choice }));
  if (missing.length === 0) return null;
  // "a, b and c": commas between, "and" before the last.
  const choices = missing.reduce((list, choice, index) =>
    intl.formatMessage(
      { id: index === missing.length - 1 ? 'discover.preferences.listEnd' : 'discover.preferences.list' },
      { choices: list, choice },
    ),
  );
  const where = missing.length === 1 && !profile.coordinates;
  return (
    <PromptBanner
      icon={<CompassIcon size={20} />}
      title={intl.formatMessage({ id: where ? 'discover.preferences.where' : 'discover.preferences.meet' })}
      text={intl.formatMessage(
        { id: profile.coordinates ? 'discover.preferences.choose' : 'discover.preferences.chooseNearby' },
        { choices },
      )}
    />
  );
}
