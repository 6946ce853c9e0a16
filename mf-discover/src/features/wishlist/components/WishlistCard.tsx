import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { ButtonLink, Card, CardTitle, IconButton, InstagramIcon, TrashIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';

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
        <Photo src={profile.profilePhoto} alt={`Photo of ${profile.name}`} loading="lazy" />
        <RemoveSpot>
          <IconButton label={`Remove ${profile.name}`} icon={<TrashIcon size={18} />} size={36} onClick={onRemove} disabled={removing} />
        </RemoveSpot>
      </PhotoFrame>
      <CardTitle>
        {profile.name}, {profile.age}
      </CardTitle>
      {profile.instagramHandle && (
        <Handle>
          <InstagramIcon size={14} />
          <Clipped>{profile.instagramHandle}</Clipped>
        </Handle>
      )}
      <Footer>
        <ButtonLink to={`/profile/${profile.id}`} size="sm" variant="secondary" block>
          View Profile
        </ButtonLink>
      </Footer>
    </Card>
  );
}

const PhotoFrame = styled.div`
  position: relative;
`;
const Photo = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
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
const Handle = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  svg {
    flex: none;
  }
`;
/** A long handle ends in an ellipsis instead of running out of the half-width card. */
const Clipped = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
