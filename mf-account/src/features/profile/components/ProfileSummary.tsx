import type { OwnProfile } from '@wishlist/contract/client';
import { Avatar, Button, Dialog, Heading, Text, theme } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DetailsForm } from './DetailsForm.tsx';
import { useIntl } from '../../../i18n.ts';

export function fullName(profile: Pick<OwnProfile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Photo or initials, full name, age, location and bio (when there is one), and editing of these details. */
export function ProfileSummary({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const name = fullName(profile);
  const facts = [
    profile.age === null ? null : intl.formatMessage({ id: 'profile.summary.age' }, { age: profile.age }),
    profile.location || null,
  ].filter(Boolean);
  return (
    <Summary>
      <Avatar name={name} src={profile.profilePhoto} size={112} />
      <Name $size="xl">{name}</Name>
      {facts.length > 0 && (
        <Text $tone="muted" $size="sm">
          {facts.join(' • ')}
        </Text>
      )}
      {/* The person's own words, in their own direction. */}
      {profile.bio && <Bio dir="auto">{profile.bio}</Bio>}
      {profile.discoverable && (
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'profile.summary.edit' })}
        </Button>
      )}
      <Dialog open={editing} onOpenChange={setEditing} title={intl.formatMessage({ id: 'profile.summary.edit' })}>
        <DetailsForm profile={profile} onSaved={() => setEditing(false)} />
      </Dialog>
    </Summary>
  );
}

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  text-align: center;
`;
const Name = styled(Heading)`
  margin-top: ${theme.space.xs};
  overflow-wrap: anywhere;
`;
const Bio = styled.p`
  max-width: 320px;
  font-size: ${theme.size.sm};
  line-height: 1.5;
`;
