import type { ReceivedLike } from '@wishlist/contract/client/types.gen.ts';
import { CloseIcon, HeartIcon, IconButton, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SuperLikeBadge } from '../../../components/SuperLikeBadge.tsx';
import { photoText } from '../../../lib/profile-photos.ts';

interface LikedYouCardProps {
  like: ReceivedLike;
  onLikeBack: () => void;
  onPass: () => void;
  busy: boolean;
}

/** One person who likes the user: photo, name and age, a star for a super like, Pass and Like back. */
export function LikedYouCard({ like: { profile, superLike }, onLikeBack, onPass, busy }: LikedYouCardProps) {
  return (
    <Card aria-label={`${profile.name}, ${String(profile.age)}`}>
      <Photo src={profile.profilePhoto} alt={photoText(profile, profile.profilePhoto, `Photo of ${profile.name}`)} />
      {superLike && <SuperLikeBadge text="Super like" />}
      <Footer>
        <Name to={`/profile/${profile.id}`}>
          {profile.name.split(' ')[0]}, {profile.age}
        </Name>
        <IconButton
          label={`Pass ${profile.name}`}
          variant="pass"
          size={40}
          icon={<CloseIcon size={20} />}
          onClick={onPass}
          disabled={busy}
        />
        <IconButton
          label={`Like ${profile.name} back`}
          variant="primary"
          size={40}
          icon={<HeartIcon size={20} />}
          onClick={onLikeBack}
          disabled={busy}
        />
      </Footer>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.tint};
  box-shadow: ${theme.shadow.card};
`;
const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
// The name on its own line (an ellipsis ends a long one), Pass and Like back below it at either side.
const Footer = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
  padding: 36px 10px 10px 12px;
  background: linear-gradient(180deg, rgba(43, 26, 34, 0) 0%, rgba(43, 26, 34, 0.85) 100%);
`;
const Name = styled(Link)`
  flex: 1 0 100%;
  min-width: 0;
  overflow: hidden;
  color: #fff;
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;
