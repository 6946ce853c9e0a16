import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { ButtonLink, Card, CardTitle, IconButton, InstagramIcon, TrashIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { IconText } from '../../../components/IconText.tsx';
import { Photo } from '../../../components/Photo.tsx';
import { cameFrom } from '../../../lib/came-from.ts';
import { photoText } from '../../../lib/profile-photos.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface WishlistCardProps {
  profile: Profile;
  onRemove: () => void;
  removing: boolean;
}

/** One person in the wishlist grid (spec §2): photo, name and age, handle, View Profile and remove. */
export function WishlistCard({ profile, onRemove, removing }: WishlistCardProps) {
  const intl = useIntl();
  return (
    <Card $padding="sm" aria-label={profile.name} style={{ height: '100%' }}>
      <PhotoFrame>
        <CardPhoto
          $ratio="3 / 4"
          src={profile.profilePhoto}
          alt={photoText(
            profile,
            profile.profilePhoto,
            intl.formatMessage({ id: 'common.photoOf' }, { name: profile.name }),
          )}
          loading="lazy"
        />
        <RemoveSpot>
          <IconButton
            label={intl.formatMessage({ id: 'wishlist.remove' }, { name: profile.name })}
            icon={<TrashIcon size={18} />}
            size={36}
            onClick={onRemove}
            disabled={removing}
          />
        </RemoveSpot>
      </PhotoFrame>
      <CardTitle>
        <FormattedMessage id="wishlist.card.nameAge" values={{ name: <bdi>{profile.name}</bdi>, age: profile.age }} />
      </CardTitle>
      <IconText icon={<InstagramIcon size={14} />} text={profile.instagramHandle} />
      <Footer>
        <ButtonLink to={`/profile/${profile.id}`} state={cameFrom('/wishlist')} size="sm" variant="secondary" block>
          <FormattedMessage id="wishlist.viewProfile" />
        </ButtonLink>
      </Footer>
    </Card>
  );
}

const PhotoFrame = styled.div`
  position: relative;
`;
const CardPhoto = styled(Photo)`
  border-radius: ${theme.radius.sm};
`;
const RemoveSpot = styled.div`
  position: absolute;
  top: 6px;
  inset-inline-end: 6px;
`;
/** Keeps View Profile at the foot of the card when a long name takes two lines in the neighbouring one. */
const Footer = styled.div`
  margin-top: auto;
  padding-top: 4px;
`;
