import type { OwnProfile } from '@wishlist/contract/client';
import { Card, CardTitle, theme } from '@wishlist/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { DetailsForm } from './DetailsForm.tsx';
import { useIntl } from '../../../i18n.ts';

/** Shown until the profile has a name and an 18+ date of birth: before that, nobody else can see it. */
export function CompleteProfileCard({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Highlighted aria-labelledby={titleId} $padding="lg">
      <CardTitle id={titleId}>{intl.formatMessage({ id: 'profile.complete.title' })}</CardTitle>
      <Text>{intl.formatMessage({ id: 'profile.complete.text' })}</Text>
      <DetailsForm profile={profile} />
    </Highlighted>
  );
}

const Highlighted = styled(Card)`
  gap: ${theme.space.md};
  border: 2px solid ${theme.color.primary};
`;
const Text = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.45;
`;
