import type { OwnProfile } from '@wishlist/contract/client';
import { GenderFields, LOCATION_PRIVACY_NOTE, LocationFields } from '@wishlist/domain-ui/preference-fields';
import { Stack } from '@wishlist/ui';
import { Section, SectionText } from './Section.tsx';

/**
 * Who the person is and whom they want to see (free for everyone): gender, "show me", and a location from the
 * browser's geolocation (labelled with the nearest city) or a city from the list. Each choice is saved at once.
 */
export function PreferencesSection({ profile }: { profile: OwnProfile }) {
  return (
    <Section title="Who you'd like to meet">
      <SectionText>
        {profile.gender && profile.showMe
          ? 'Your deck follows these choices, both ways.'
          : 'Until you choose, you see everyone and everyone sees you.'}
      </SectionText>
      <Stack>
        <GenderFields profile={profile} />
        <LocationFields profile={profile} />
        <SectionText>{LOCATION_PRIVACY_NOTE}</SectionText>
      </Stack>
    </Section>
  );
}
