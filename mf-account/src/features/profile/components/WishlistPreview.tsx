import { Avatar, ButtonLink, Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWishlist } from '@wishlist/shared-data/wishlist';
import { Section, SectionText } from './Section.tsx';

const PREVIEW_SIZE = 6;

/** How many people the user added, the newest six (photo and first name), and the way to all of them. */
export function WishlistPreview({ userId }: { userId: string }) {
  const wishlist = useWishlist(userId);
  const entries = wishlist.data?.wishlist ?? [];
  const count = entries.length;

  return (
    <Section
      title="My Wishlist"
      aside={
        wishlist.data && (
          <Text as="span" $tone="muted" $size="sm" $weight={600}>
            {count === 1 ? '1 person' : `${String(count)} people`}
          </Text>
        )
      }
    >
      {wishlist.isPending ? (
        <SectionText role="status">Loading your wishlist...</SectionText>
      ) : wishlist.isError ? (
        <SectionText role="alert">Your wishlist could not be loaded.</SectionText>
      ) : count === 0 ? (
        <>
          <SectionText>Your wishlist is empty. Tap the heart on Discover to add people you like.</SectionText>
          <ButtonLink to="/app" size="sm" variant="secondary">
            Start Discovering
          </ButtonLink>
        </>
      ) : (
        <>
          <Grid>
            {entries.slice(0, PREVIEW_SIZE).map(({ id, profile }) => (
              <li key={id}>
                <Person to={`/profile/${profile.id}`} aria-label={profile.name}>
                  <Avatar name={profile.name} src={profile.profilePhoto} size={72} />
                  <FirstName>{profile.name.split(' ')[0]}</FirstName>
                </Person>
              </li>
            ))}
          </Grid>
          {count > PREVIEW_SIZE && (
            <ButtonLink to="/wishlist" variant="secondary" size="sm">
              View All
            </ButtonLink>
          )}
        </>
      )}
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md} ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Person = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  text-decoration: none;
  border-radius: ${theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const FirstName = styled.span`
  max-width: 100%;
  font-size: ${theme.size.xs};
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
