import type { Subscription, User } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Badge, ButtonLink, CrownIcon, HeartOutlineIcon, IconLink, ScreenHeader, initials } from '@wishlist/ui';
import styled from 'styled-components';
import { useIntl } from '../../../i18n.ts';
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
  const intl = useIntl();
  return (
    <ScreenHeader
      title={intl.formatMessage({ id: 'discover.header.title' })}
      actions={
        <>
          {paidTier && (
            <Badge $tone={paidTier === 'gold' ? 'gold' : 'primary'}>
              <CrownIcon size={14} />
              {intl.formatMessage({ id: 'discover.header.tier' }, { tier: paidTier })}
            </Badge>
          )}
          {showUpgrade && (
            <ButtonLink to="/pricing" size="sm">
              {intl.formatMessage({ id: 'discover.header.upgrade' })}
            </ButtonLink>
          )}
          <IconLink
            to="/wishlist"
            label={intl.formatMessage({ id: 'discover.header.wishlist' })}
            icon={<HeartOutlineIcon size={22} />}
            size={40}
          />
          <IconLink
            to="/profile"
            label={intl.formatMessage({ id: 'discover.header.profile' })}
            variant="primary"
            size={40}
            icon={
              photo ? (
                <Avatar name={displayName(user)} src={photo} size={40} />
              ) : (
                <Initials>{initials(displayName(user)) || NO_INITIALS}</Initials>
              )
            }
          />
        </>
      }
    />
  );
}

/** A name without letters to take initials from. */
const NO_INITIALS = '?';

// Spaced Latin initials; Arabic letters joined as the script writes them.
const Initials = styled.span`
  font-size: 14px;
  font-weight: 800;
  letter-spacing: 0.02em;
  &:lang(ar) {
    letter-spacing: 0;
  }
`;
