import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { Chip, ChipList, Heading, IconLink, PhotoViewer, Stack, Text, theme } from '@wishlist/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { BackArrow } from '../../../components/BackArrow.tsx';
import type { Commenting } from '../../../components/commenting.ts';
import { Photo } from '../../../components/Photo.tsx';
import { IntentionLine, PhotoCommentButton, PromptCard, commentOnPhoto } from '../../../components/Prompts.tsx';
import { Screen } from '../../../components/Screen.tsx';
import { useLocation } from 'react-router-dom';
import { backPath } from '../../../lib/came-from.ts';
import { photoText, photosOf } from '../../../lib/profile-photos.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { InstagramPhotos } from './InstagramPhotos.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { EmptyNote, ProfileSection } from './ProfileSection.tsx';

interface ProfileViewProps {
  person: Profile;
  actions: ReactNode;
  menu?: ReactNode;
  /** Someone not liked yet: the prompts and the large photo have a comment button (a like with a comment). */
  onComment?: (commenting: Commenting) => void;
}

/**
 * Another person's profile (spec §2): the large photo with Back (to where they were opened from), name, age and
 * place, what they are looking for, the sections (their prompts first), then `actions`. Any photo opens them all
 * full screen.
 */
export function ProfileView({ person, actions, menu, onComment }: ProfileViewProps) {
  const intl = useIntl();
  const photos = photosOf(person);
  const [viewing, setViewing] = useState<number | null>(null);
  const open = (url: string) => setViewing(Math.max(0, photos.indexOf(url)));
  const label = (url: string) =>
    intl.formatMessage({ id: 'profile.openPhoto' }, { n: photos.indexOf(url) + 1, total: photos.length });
  return (
    <Screen>
      <Hero>
        <PhotoButton type="button" aria-label={label(person.profilePhoto)} onClick={() => open(person.profilePhoto)}>
          <HeroPhoto
            $ratio="4 / 5"
            src={person.profilePhoto}
            alt={photoText(
              person,
              person.profilePhoto,
              intl.formatMessage({ id: 'common.photoOf' }, { name: person.name }),
            )}
          />
        </PhotoButton>
        <BackSpot>
          <BackLink />
        </BackSpot>
        {menu && <MenuSpot>{menu}</MenuSpot>}
        {onComment && (
          <PhotoCommentSpot>
            <PhotoCommentButton
              name={person.name}
              onClick={() => onComment(commentOnPhoto(person, person.profilePhoto))}
            />
          </PhotoCommentSpot>
        )}
      </Hero>
      <Body $gap="lg">
        <PersonFacts person={person} />
        <PromptsSection person={person} onComment={onComment} />
        <ProfileSections person={person} open={open} label={label} />
      </Body>
      {actions}
      <PhotoViewer
        openAt={viewing}
        onClose={() => setViewing(null)}
        title={intl.formatMessage({ id: 'profile.photos' }, { name: person.name })}
        photos={photos.map((src, n) => ({
          src,
          alt: photoText(person, src, intl.formatMessage({ id: 'profile.photoN' }, { name: person.name, n: n + 1 })),
        }))}
      />
    </Screen>
  );
}

/** Back to where they were opened from. */
function BackLink() {
  const intl = useIntl();
  const { state } = useLocation();
  return (
    <IconLink to={backPath(state)} label={intl.formatMessage({ id: 'profile.back' })} icon={<BackArrow size={22} />} />
  );
}

/** Their answered prompts, first of the sections; nothing when they answered none. */
function PromptsSection({ person, onComment }: Pick<ProfileViewProps, 'person' | 'onComment'>) {
  const intl = useIntl();
  if (person.prompts.length === 0) return null;
  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.section.prompts' })}>
      <Stack $gap="sm">
        {person.prompts.map((answer) => (
          <PromptCard key={answer.promptId} person={person} answer={answer} onComment={onComment} />
        ))}
      </Stack>
    </ProfileSection>
  );
}

/** Name, age and place, and how far away. */
function PersonFacts({ person }: { person: Profile }) {
  return (
    <header>
      <Name as="h1" $size="xxl">
        {person.name}
      </Name>
      <Facts $tone="muted" $size="md" $weight={600}>
        {person.location ? (
          <FormattedMessage id="profile.agePlace" values={{ age: person.age, place: person.location }} />
        ) : (
          <FormattedMessage id="profile.age" values={{ age: person.age }} />
        )}
      </Facts>
      {typeof person.distanceKm === 'number' && (
        <Facts $tone="muted" $size="sm" $weight={600}>
          {person.distanceKm <= 2 ? (
            <FormattedMessage id="profile.nearby" />
          ) : (
            <FormattedMessage id="profile.distance" values={{ km: person.distanceKm }} />
          )}
        </Facts>
      )}
      <IntentionFacts>
        <IntentionLine intention={person.intention} />
      </IntentionFacts>
    </header>
  );
}

interface ProfileSectionsProps {
  person: Profile;
  /** Opens a photo full screen. */
  open: (url: string) => void;
  /** A photo button's name. */
  label: (url: string) => string;
}

/** The three sections are always there, so every profile reads the same way; an empty one says so. */
function ProfileSections({ person, open, label }: ProfileSectionsProps) {
  const intl = useIntl();
  return (
    <>
      <ProfileSection title={intl.formatMessage({ id: 'profile.section.about' })}>
        {person.bio ? (
          <Text $size="md" $leading={1.5} dir="auto">
            {person.bio}
          </Text>
        ) : (
          <EmptyNote>
            <FormattedMessage id="profile.noBio" values={{ name: <bdi>{person.name}</bdi> }} />
          </EmptyNote>
        )}
      </ProfileSection>
      <ProfileSection title={intl.formatMessage({ id: 'profile.section.instagram' })}>
        <InstagramPhotos person={person} open={(url) => open(url)} label={label} />
      </ProfileSection>
      <ProfileSection title={intl.formatMessage({ id: 'profile.section.interests' })}>
        {person.interests.length > 0 ? (
          <ChipList>
            {person.interests.map((interest) => (
              <Chip key={interest} label={interest} />
            ))}
          </ChipList>
        ) : (
          <EmptyNote>
            <FormattedMessage id="profile.noInterests" />
          </EmptyNote>
        )}
      </ProfileSection>
    </>
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
  inset-inline-start: 12px;
`;
const MenuSpot = styled.div`
  position: absolute;
  top: 12px;
  inset-inline-end: 12px;
`;
// Over the photo's bottom right, above the page's rounded top.
const PhotoCommentSpot = styled.div`
  position: absolute;
  inset-inline-end: 12px;
  bottom: 36px;
`;
const IntentionFacts = styled.div`
  margin-top: 6px;
  color: ${theme.color.primaryStrong};
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
