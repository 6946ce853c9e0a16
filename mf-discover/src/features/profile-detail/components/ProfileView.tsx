import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { ArrowLeftIcon, Chip, ChipList, Heading, IconLink, Stack, Text, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Photo } from '../../../components/Photo.tsx';
import { Screen } from '../../../components/Screen.tsx';
import { InstagramPhotos } from './InstagramPhotos.tsx';
import { EmptyNote, ProfileSection } from './ProfileSection.tsx';

/** Another person's profile (spec §2): the large photo with Back, name, age and place, the sections, then `actions`. */
export function ProfileView({ person, actions }: { person: Profile; actions: ReactNode }) {
  return (
    <Screen>
      <Hero>
        <HeroPhoto $ratio="4 / 5" src={person.profilePhoto} alt={`Photo of ${person.name}`} />
        <BackSpot>
          <IconLink to="/app" label="Back" icon={<ArrowLeftIcon size={22} />} />
        </BackSpot>
      </Hero>
      <Body $gap="lg">
        <header>
          <Name as="h1" $size="xxl">
            {person.name}
          </Name>
          <Facts $tone="muted" $size="md" $weight={600}>
            {person.age} years old{person.location && ` • ${person.location}`}
          </Facts>
        </header>
        {/* The three sections are always there, so every profile reads the same way; an empty one says so. */}
        <ProfileSection title="About">
          {person.bio ? (
            <Text $size="md" $leading={1.5}>
              {person.bio}
            </Text>
          ) : <EmptyNote>{person.name} hasn't written about themselves yet.</EmptyNote>}
        </ProfileSection>
        <ProfileSection title="Instagram Photos">
          <InstagramPhotos person={person} />
        </ProfileSection>
        <ProfileSection title="Interests">
          {person.interests.length > 0 ? (
            <ChipList>
              {person.interests.map((interest) => (
                <Chip key={interest} label={interest} />
              ))}
            </ChipList>
          ) : (
            <EmptyNote>No interests added yet.</EmptyNote>
          )}
        </ProfileSection>
      </Body>
      {actions}
    </Screen>
  );
}

const Hero = styled.div`
  position: relative;
`;
const HeroPhoto = styled(Photo)`
  max-height: 62dvh;
`;
const BackSpot = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
`;
const Body = styled(Stack)`
  flex: 1;
  margin-top: -24px;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  background: ${theme.color.background};
  position: relative;
`;
const Name = styled(Heading)`
  line-height: 1.1;
`;
const Facts = styled(Text)`
  margin-top: 6px;
`;
