import type { Profile, User } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import {
  ArrowLeftIcon,
  Button,
  ButtonLink,
  Chip,
  ChipList,
  EmptyState,
  HeartIcon,
  IconLink,
  InstagramIcon,
  LoadingState,
  theme,
  toast,
} from '@wishlist/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAddToWishlist } from '../../../api/add-to-wishlist.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { showAddedToast, showLimitReachedToast } from '../../../lib/toasts.ts';
import { useProfile } from '../api/get-profile.ts';

/** Spec §9: profile grids show at most 6 items. */
const MAX_PHOTOS = 6;

/**
 * /profile/{id} (spec §2): another person's photo, age and place, About, Instagram photos and interests,
 * with Back, Pass (both to /app) and Add to Wishlist.
 */
export function ProfileDetailScreen({ user, profileId }: { user: User; profileId: string }) {
  const navigate = useNavigate();
  const profile = useProfile(profileId);
  const wishlist = useAddToWishlist(user.id);

  // Spec §8 for this page. The limit, which the spec only describes for Discover, gets the same toast there.
  const add = async () => {
    try {
      await wishlist.add(profileId);
      showAddedToast();
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'LIKE_LIMIT_REACHED') {
        showLimitReachedToast(() => void navigate('/pricing'));
        return;
      }
      const duplicate = code === 'ALREADY_IN_WISHLIST';
      toast({
        title: 'Failed to add',
        description: duplicate ? 'Already in your wishlist!' : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (profile.isPending) return <LoadingState text="Loading profile..." />;
  if (profile.isError) {
    // A malformed id (400) is as missing as an unknown one (404).
    const missing = isApiError(profile.error) && [400, 404].includes(profile.error.status);
    return (
      <EmptyState
        title={missing ? 'Profile not found' : "We couldn't load this profile"}
        text={missing ? 'This person may have left Wishlist.' : 'Check your connection and try again.'}
        action={
          <Actions>
            {!missing && (
              <Button onClick={() => void profile.refetch()} disabled={profile.isFetching}>
                Try Again
              </Button>
            )}
            <ButtonLink to="/app" variant={missing ? 'primary' : 'secondary'}>
              Go Back
            </ButtonLink>
          </Actions>
        }
      />
    );
  }

  return <ProfileView person={profile.data.profile} onAdd={() => void add()} adding={wishlist.isPending} />;
}

interface ProfileViewProps {
  person: Profile;
  onAdd: () => void;
  adding: boolean;
}

function ProfileView({ person, onAdd, adding }: ProfileViewProps) {
  const ids = useId();
  const photos = person.instagramPhotos.slice(0, MAX_PHOTOS);
  return (
    <Screen>
      <Hero>
        <HeroPhoto src={person.profilePhoto} alt={`Photo of ${person.name}`} />
        <BackSpot>
          <IconLink to="/app" label="Back" icon={<ArrowLeftIcon size={22} />} />
        </BackSpot>
      </Hero>
      <Body>
        <header>
          <Name>{person.name}</Name>
          <Facts>
            {person.age} years old{person.location && ` • ${person.location}`}
          </Facts>
        </header>
        {/* The three sections are always there, so every profile reads the same way; an empty one says so. */}
        <section aria-labelledby={`${ids}-about`}>
          <SectionTitle id={`${ids}-about`}>About</SectionTitle>
          {person.bio ? <Text>{person.bio}</Text> : <Muted>{person.name} hasn't written about themselves yet.</Muted>}
        </section>
        <section aria-labelledby={`${ids}-photos`}>
          <SectionTitle id={`${ids}-photos`}>Instagram Photos</SectionTitle>
          {person.instagramHandle && (
            <Handle>
              <InstagramIcon size={16} />
              {person.instagramHandle}
            </Handle>
          )}
          {photos.length > 0 ? (
            <PhotoGrid>
              {photos.map((url, n) => (
                <li key={url}>
                  <GridPhoto src={url} alt={`${person.name}'s photo ${String(n + 1)}`} loading="lazy" />
                </li>
              ))}
            </PhotoGrid>
          ) : (
            <Muted>No photos yet.</Muted>
          )}
        </section>
        <section aria-labelledby={`${ids}-interests`}>
          <SectionTitle id={`${ids}-interests`}>Interests</SectionTitle>
          {person.interests.length > 0 ? (
            <ChipList>
              {person.interests.map((interest) => (
                <Chip key={interest} label={interest} />
              ))}
            </ChipList>
          ) : (
            <Muted>No interests added yet.</Muted>
          )}
        </section>
      </Body>
      <ActionBar>
        <ButtonLink to="/app" variant="secondary" size="lg" onClick={() => deckMemory.passOnProfilePage(person.id)}>
          Pass
        </ButtonLink>
        <Button size="lg" onClick={onAdd} disabled={adding}>
          <HeartIcon size={20} />
          {adding ? 'Adding...' : 'Add to Wishlist'}
        </Button>
      </ActionBar>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;
const Hero = styled.div`
  position: relative;
`;
const HeroPhoto = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 5;
  max-height: 62dvh;
  object-fit: cover;
  background: ${theme.color.tint};
`;
const BackSpot = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.lg};
  margin-top: -24px;
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  background: ${theme.color.background};
  position: relative;
`;
const Name = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.size.xxl};
  font-weight: 800;
  line-height: 1.1;
`;
const Facts = styled.p`
  margin-top: 6px;
  color: ${theme.color.muted};
  font-size: ${theme.size.md};
  font-weight: 600;
`;
const SectionTitle = styled.h2`
  margin-bottom: ${theme.space.sm};
  font-family: ${theme.font.display};
  font-size: ${theme.size.lg};
  font-weight: 800;
`;
const Text = styled.p`
  font-size: ${theme.size.md};
  line-height: 1.5;
`;
const Muted = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;
const Handle = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${theme.space.sm};
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;
const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const GridPhoto = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
`;
const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  padding-bottom: calc(${theme.space.md} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
