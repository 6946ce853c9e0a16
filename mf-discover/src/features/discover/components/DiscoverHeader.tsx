import type { Subscription, User } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Badge, ButtonLink, CrownIcon, HeartOutlineIcon, IconLink, ScreenHeader, initials } from '@wishlist/ui';
import styled from 'styled-components';
import { displayName } from '../../../lib/display-name.ts';

interface DiscoverHeaderProps {
  user: User;
  /** Undefined while it is unknown (loading, or it could not be read): nothing that depends on the tier shows then. */
  subscription: Subscription | undefined;
  /** The own profile picture, from the own profile query: a new one shows as soon as it is chosen. */
  photo: string | null;
}

/**
 * Spec §2: the app title; the tier badge when the tier is not free; Upgrade (to /pricing) when it is free; the
 * wishlist button; the profile button with the user's photo, else their initials. A subscription that could not be
 * read offers no Upgrade: a paying member offline would otherwise be asked to pay again.
 */
export function DiscoverHeader({ user, subscription, photo }: DiscoverHeaderProps) {
  const paidTier = subscription && subscription.tier !== 'free' ? subscription.tier : null;
  const showUpgrade = subscription?.tier === 'free';
  return (
    <ScreenHeader
      title="Wishlist"
      actions={
        <>
          {paidTier && (
            <Badge $tone={paidTier === 'gold' ? 'gold' : 'primary'}>
              <CrownIcon size={14} />
              {paidTier}
            </Badge>
          )}
          {showUpgrade && (
            <ButtonLink to="/pricing" size="sm">
              Upgrade
            </ButtonLink>
          )}
          <IconLink to="/wishlist" label="My Wishlist" icon={<HeartOutlineIcon size={22} />} size={40} />
          <IconLink
            to="/profile"
            label="My Profile"
            variant="primary"
            size={40}
            icon={
              photo ? (
                <Avatar name={displayName(user)} src={photo} size={40} />
              ) : (
                <Initials>{initials(displayName(user)) || '?'}</Initials>
              )
            }
          />
        </>
      }
    />
  );
}

const Initials = styled.span`
  font-size: 14px;
  font-weight: 800;
  letter-spacing: 0.02em;
`;
