import type { OwnProfile } from '@wishlist/contract/client';
import { GenderFields, LocationFields } from '@wishlist/domain-ui/preference-fields';
import { Stack } from '@wishlist/ui';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/**
 * Who the person is and whom they want to see (free for everyone): gender, "show me", and a location from the
 * browser's geolocation (labelled with the nearest city) or a city from the list. Each choice is saved at once.
 */
export function PreferencesSection({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'profile.preferences.title' })}>
      <SectionText>
        {profile.gender && profile.showMe
          ? intl.formatMessage({ id: 'profile.preferences.chosen' })
          : intl.formatMessage({ id: 'profile.preferences.notChosen' })}
      </SectionText>
      <Stack>
        <GenderFields profile={profile} />
        <LocationFields profile={profile} />
        <SectionText>{intl.formatMessage({ id: 'domain.location.privacy' })}</SectionText>
      </Stack>
    </Section>
  );
}
