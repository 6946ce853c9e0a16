import type { ReceivedComment, ReceivedLike } from '@wishlist/contract/client/types.gen.ts';
import { promptText, usePromptCatalogue } from '@wishlist/shared-data/prompt-catalogue';
import { CloseIcon, HeartIcon, IconButton, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SuperLikeBadge } from '../../../components/SuperLikeBadge.tsx';
import { photoText } from '../../../lib/profile-photos.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface LikedYouCardProps {
  like: ReceivedLike;
  onLikeBack: () => void;
  onPass: () => void;
  busy: boolean;
}

/**
 * One person who likes the user: photo, name and age, a star for a super like, Pass and Like back; under it the
 * comment that came with the like, and what it answers.
 */
export function LikedYouCard({ like: { profile, superLike, comment }, onLikeBack, onPass, busy }: LikedYouCardProps) {
  return (
    <>
      <LikeCard profile={profile} superLike={superLike} onLikeBack={onLikeBack} onPass={onPass} busy={busy} />
      {comment && <LikeComment comment={comment} />}
    </>
  );
}

/** "“Same! Which market?”  On: A perfect Sunday". */
function LikeComment({ comment }: { comment: ReceivedComment }) {
  const catalogue = usePromptCatalogue().data?.prompts;
  const intl = useIntl();
  const on =
    'prompt' in comment.on
      ? promptText(catalogue, comment.on.prompt)
      : intl.formatMessage({ id: 'likes.comment.yourPhoto' });
  return (
    <Comment>
      {/* What they wrote, in the direction of its own script. */}
      <CommentText dir="auto">
        <FormattedMessage id="likes.comment" values={{ text: comment.text }} />
      </CommentText>
      <CommentOn>
        <FormattedMessage id="likes.comment.on" values={{ what: on }} />
      </CommentOn>
    </Comment>
  );
}

function LikeCard({
  profile,
  superLike,
  onLikeBack,
  onPass,
  busy,
}: Omit<LikedYouCardProps, 'like'> & Pick<ReceivedLike, 'profile' | 'superLike'>) {
  const intl = useIntl();
  return (
    <Card aria-label={intl.formatMessage({ id: 'likes.card' }, { name: profile.name, age: profile.age })}>
      <Photo
        src={profile.profilePhoto}
        alt={photoText(
          profile,
          profile.profilePhoto,
          intl.formatMessage({ id: 'common.photoOf' }, { name: profile.name }),
        )}
      />
      {superLike && <SuperLikeBadge text={intl.formatMessage({ id: 'common.superLike' })} />}
      <Footer>
        <Name to={`/profile/${profile.id}`}>
          <FormattedMessage
            id="likes.card"
            values={{ name: <bdi>{profile.name.split(' ')[0]}</bdi>, age: profile.age }}
          />
        </Name>
        <IconButton
          label={intl.formatMessage({ id: 'likes.pass' }, { name: profile.name })}
          variant="pass"
          size={40}
          icon={<CloseIcon size={20} />}
          onClick={onPass}
          disabled={busy}
        />
        <IconButton
          label={intl.formatMessage({ id: 'likes.likeBack' }, { name: profile.name })}
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

const Comment = styled.figure`
  margin: 8px 0 0;
  padding: 8px 10px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.tint};
`;
const CommentText = styled.blockquote`
  margin: 0;
  font-size: ${theme.size.sm};
  font-weight: 600;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;
const CommentOn = styled.figcaption`
  margin-top: 2px;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;

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
  padding-block: 36px 10px;
  padding-inline: 12px 10px;
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
