import type { Match } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Heading, theme } from '@wishlist/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage } from '../../../i18n.ts';

/**
 * "New matches": the matches the user has not opened yet, newest first, as faces in a row that scrolls sideways;
 * a tap opens the conversation (which makes it not new). Nothing when there are none.
 */
export function NewMatchesRow({ matches }: { matches: Match[] }) {
  const headingId = useId();
  if (matches.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading $size="sm" id={headingId}>
        <FormattedMessage id="matches.new" />
      </Heading>
      <Faces>
        {matches.map(({ profile }) => (
          <li key={profile.id}>
            {/* Named by the first name it shows (WCAG 2.5.3); the region says these are new matches. */}
            <Face to={`/matches/${profile.id}`}>
              <Avatar name={profile.name} src={profile.profilePhoto} size={64} decorative />
              <Name>{profile.name.split(' ')[0]}</Name>
            </Face>
          </li>
        ))}
      </Faces>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0 16px 12px;
`;
const Faces = styled.ul`
  display: flex;
  gap: 12px;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
`;
const Face = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 72px;
  min-height: 44px;
  color: ${theme.color.text};
  text-decoration: none;
`;
const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${theme.size.xs};
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
