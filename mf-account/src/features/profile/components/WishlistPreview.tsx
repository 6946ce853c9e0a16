import { Avatar, ButtonLink, Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWishlist } from '@wishlist/shared-data/wishlist';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

const PREVIEW_SIZE = 6;

/** How many people the user added, the newest six (photo and first name), and the way to all of them. */
export function WishlistPreview({ userId }: { userId: string }) {
  const intl = useIntl();
  const wishlist = useWishlist(userId);
  const entries = wishlist.data?.wishlist ?? [];
  const count = entries.length;

  return (
    <Section
      title={intl.formatMessage({ id: 'profile.wishlist.title' })}
      aside={
        wishlist.data && (
          <Text as="span" $tone="muted" $size="sm" $weight={600}>
            {intl.formatMessage({ id: 'profile.wishlist.count' }, { count })}
          </Text>
        )
      }
    >
      {wishlist.isPending ? (
        <SectionText role="status">{intl.formatMessage({ id: 'profile.wishlist.loading' })}</SectionText>
      ) : wishlist.isError ? (
        <SectionText role="alert">{intl.formatMessage({ id: 'profile.wishlist.loadFailed' })}</SectionText>
      ) : count === 0 ? (
        <>
          <SectionText>{intl.formatMessage({ id: 'profile.wishlist.empty' })}</SectionText>
          <ButtonLink to="/app" size="sm" variant="secondary">
            {intl.formatMessage({ id: 'profile.wishlist.start' })}
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
              {intl.formatMessage({ id: 'profile.wishlist.viewAll' })}
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
