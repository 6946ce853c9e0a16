import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { ButtonLink, Card, CardTitle, IconButton, InstagramIcon, TrashIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { IconText } from '../../../components/IconText.tsx';
import { Photo } from '../../../components/Photo.tsx';
import { cameFrom } from '../../../lib/came-from.ts';
import { photoText } from '../../../lib/profile-photos.ts';

interface WishlistCardProps {
  profile: Profile;
  onRemove: () => void;
  removing: boolean;
}

/** One person in the wishlist grid (spec §2): photo, name and age, handle, View Profile and remove. */
export function WishlistCard({ profile, onRemove, removing }: WishlistCardProps) {
  return (
    <Card $padding="sm" aria-label={profile.name} style={{ height: '100%' }}>
      <PhotoFrame>
        <CardPhoto
          $ratio="3 / 4"
          src={profile.profilePhoto}
          alt={photoText(profile, profile.profilePhoto, `Photo of ${profile.name}`)}
          loading="lazy"
        />
        <RemoveSpot>
          <IconButton
            label={`Remove ${profile.name}`}
            icon={<TrashIcon size={18} />}
            size={36}
            onClick={onRemove}
            disabled={removing}
          />
        </RemoveSpot>
      </PhotoFrame>
      <CardTitle>
        {profile.name}, {profile.age}
      </CardTitle>
      <IconText icon={<InstagramIcon size={14} />} text={profile.instagramHandle} />
      <Footer>
        <ButtonLink to={`/profile/${profile.id}`} state={cameFrom('/wishlist')} size="sm" variant="secondary" block>
          View Profile
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
  right: 6px;
`;
/** Keeps View Profile at the foot of the card when a long name takes two lines in the neighbouring one. */
const Footer = styled.div`
  margin-top: auto;
  padding-top: 4px;
`;
