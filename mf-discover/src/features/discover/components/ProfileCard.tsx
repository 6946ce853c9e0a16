import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { CompassIcon, InstagramIcon, MapPinIcon, theme } from '@wishlist/ui';
import { type ComponentProps, type ReactNode, memo, useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Commenting } from '../../../components/commenting.ts';
import { IntentionLine, PhotoCommentButton, PromptCard, commentOnPhoto } from '../../../components/Prompts.tsx';
import { SuperLikeBadge } from '../../../components/SuperLikeBadge.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { cameFrom } from '../../../lib/came-from.ts';
import { distanceText } from '../../../lib/distance-text.ts';
import { photoText, photosOf } from '../../../lib/profile-photos.ts';

type ProfileCardProps = {
  profile: Profile;
  /** A card lower in the stack: its text is hidden, so it does not peek out under the top card. */
  photoOnly?: boolean;
  /** Shown over the photo (the top card's LIKE / NOPE while it is dragged), under the link that covers the card. */
  overlay?: ReactNode;
  /** The top card's ⋯ menu (block, report), in the top corner above the link. */
  menu?: ReactNode;
  /** Which of the person's photos shows (0: the profile photo). */
  photo?: number;
  /** The top card: a tap on the left or right of the photo shows the previous or next one. */
  onPhotoChange?: (photo: number) => void;
  /** The top card: opens the comment sheet on the photo shown or the prompt (a like with a comment). */
  onComment?: (commenting: Commenting) => void;
} & Omit<ComponentProps<'article'>, 'children'>;

/**
 * One person in the Discover stack (spec §2): photo, name and age, location, how far away, bio in quotes and
 * Instagram handle; a star when they super liked the viewer. The name is a link stretched over the whole card, so
 * tapping it opens /profile/{id}. A person with several photos has a bar for each over the photo; on the top card the
 * link covers only the details, and a tap anywhere else on the photo's left or right half, from top to bottom, shows
 * the previous or next one (a drag still swipes). What they are looking for and their first prompt show under the
 * bio; on the top card a comment button on the prompt and one on the photo open the comment sheet. Drawn again only when its props change: a card that just moves in
 * the stack is not.
 */
export const ProfileCard = memo(function ProfileCard({
  profile,
  photoOnly = false,
  overlay,
  menu,
  photo = 0,
  onPhotoChange,
  onComment,
  ...props
}: ProfileCardProps) {
  const photos = photosOf(profile);
  const at = Math.min(photo, photos.length - 1);
  const shown = photos[at];
  const next = onPhotoChange && photos[at + 1];
  const photoTaps = Boolean(onPhotoChange) && photos.length > 1;
  const intl = useIntl();
  // The next photo loads while this one is looked at, so a tap shows it at once.
  useEffect(() => {
    if (next) new Image().src = next;
  }, [next]);
  return (
    <Card
      aria-label={intl.formatMessage({ id: 'discover.card.nameAge' }, { name: profile.name, age: profile.age })}
      {...props}
    >
      <Photo
        src={shown}
        alt={photoText(
          profile,
          shown ?? '',
          intl.formatMessage({ id: 'discover.card.photoOf' }, { name: profile.name }),
        )}
        draggable={false}
      />
      {photos.length > 1 && !photoOnly && <PhotoProgress photos={photos} at={at} />}
      {profile.superLikedYou && !photoOnly && (
        <SuperLikeBadge text={intl.formatMessage({ id: 'discover.card.superLikedYou' })} />
      )}
      {overlay}
      {photoTaps && onPhotoChange && <PhotoTapAreas count={photos.length} at={at} onPhotoChange={onPhotoChange} />}
      {menu && (
        // A press here is not the start of a swipe (the menu's dialogs are inside this element too, through React).
        <MenuSpot onPointerDown={(event) => event.stopPropagation()}>{menu}</MenuSpot>
      )}
      {onComment && shown && (
        <PhotoCommentSpot>
          <PhotoCommentButton name={profile.name} onClick={() => onComment(commentOnPhoto(profile, shown))} />
        </PhotoCommentSpot>
      )}
      <CardDetails profile={profile} photoOnly={photoOnly} photoTaps={photoTaps} onComment={onComment} />
    </Card>
  );
});

/** A bar for each photo over it, the one shown marked. */
function PhotoProgress({ photos, at }: { photos: string[]; at: number }) {
  const intl = useIntl();
  return (
    <PhotoBars
      role="img"
      aria-label={intl.formatMessage({ id: 'discover.card.photoCount' }, { at: at + 1, count: photos.length })}
    >
      {photos.map((url, index) => (
        <PhotoBar key={url} data-current={index === at ? '' : undefined} />
      ))}
    </PhotoBars>
  );
}

/** The top card's photo halves: a tap on the left or right shows the previous or next photo. */
function PhotoTapAreas({
  count,
  at,
  onPhotoChange,
}: {
  count: number;
  at: number;
  onPhotoChange: (photo: number) => void;
}) {
  const intl = useIntl();
  // In a right-to-left page the halves swap with the flex row: the previous photo is on the right, as reading goes.
  return (
    <PhotoTaps>
      <PhotoTap
        type="button"
        aria-label={intl.formatMessage({ id: 'discover.card.previousPhoto' })}
        onClick={() => onPhotoChange(Math.max(0, at - 1))}
      />
      <PhotoTap
        type="button"
        aria-label={intl.formatMessage({ id: 'discover.card.nextPhoto' })}
        onClick={() => onPhotoChange(Math.min(count - 1, at + 1))}
      />
    </PhotoTaps>
  );
}

interface CardDetailsProps {
  profile: Profile;
  photoOnly: boolean;
  photoTaps: boolean;
  onComment?: (commenting: Commenting) => void;
}

/**
 * Name and age (the link to the profile), location, distance, intention, bio, first prompt and Instagram handle. A
 * short card (a small phone, a language with longer words above it) keeps its photo to tap: what they are looking
 * for and the prompt give way (spec §2's details stay), and the profile shows them.
 */
function CardDetails({ profile, photoOnly, photoTaps, onComment }: CardDetailsProps) {
  const intl = useIntl();
  const [prompt] = profile.prompts;
  return (
    <Details data-hidden={photoOnly ? '' : undefined}>
      <DetailsText data-photo-taps={photoTaps ? '' : undefined}>
        <Name>
          <StretchedLink to={`/profile/${profile.id}`} state={cameFrom('/app')} draggable={false}>
            <FormattedMessage
              id="discover.card.nameAge"
              values={{ name: <bdi>{profile.name}</bdi>, age: profile.age }}
            />
          </StretchedLink>
        </Name>
        {profile.location && (
          <Line>
            <MapPinIcon size={16} />
            {profile.location}
          </Line>
        )}
        {typeof profile.distanceKm === 'number' && (
          <Line>
            <CompassIcon size={16} />
            {distanceText(intl, profile.distanceKm)}
          </Line>
        )}
        <OnTallCards>
          <IntentionLine intention={profile.intention} />
        </OnTallCards>
        {profile.bio && (
          <Bio>
            <FormattedMessage id="discover.card.bio" values={{ bio: <bdi>{profile.bio}</bdi> }} />
          </Bio>
        )}
        {prompt && (
          <OnTallCards>
            <PromptCard person={profile} answer={prompt} onComment={onComment} onPhoto />
          </OnTallCards>
        )}
        {profile.instagramHandle && (
          <Line>
            <InstagramIcon size={16} />
            {/* Isolated: "@handle" keeps its @ in front in a right-to-left page. */}
            <bdi>{profile.instagramHandle}</bdi>
          </Line>
        )}
      </DetailsText>
    </Details>
  );
}

// The photo sits behind the details inside the card's own stacking context, and the details stay in the flow,
// so the card (not the details) is what the link's stretched area covers.
const Card = styled.article`
  position: absolute;
  inset: 0;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.tint};
  box-shadow: ${theme.shadow.raised};
  user-select: none;
  -webkit-user-select: none;
  container-type: size;
`;
const Photo = styled.img`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
  -webkit-user-drag: none;
`;
const PhotoBars = styled.div`
  position: absolute;
  top: 6px;
  inset-inline: 10px;
  display: flex;
  gap: 4px;
`;
const PhotoBar = styled.span`
  flex: 1;
  height: 4px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.45);
  box-shadow: 0 0 2px rgba(0, 0, 0, 0.35);
  &[data-current] {
    background: #fff;
  }
`;
// The whole photo, halved: each half is a button, under the details' text (which opens the profile) and the ⋯ menu.
const PhotoTaps = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
`;
const PhotoTap = styled.button`
  flex: 1;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: inherit;
  -webkit-tap-highlight-color: transparent;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
const MenuSpot = styled.div`
  position: absolute;
  top: 12px;
  inset-inline-end: 12px;
  z-index: 2;
`;
// Under the photo bars, at the start of the line (the ⋯ menu is at its end).
const PhotoCommentSpot = styled.div`
  position: absolute;
  top: 18px;
  inset-inline-start: 12px;
  z-index: 2;
`;
// Static styles (the lower cards' hidden text by a data attribute): a card moving up the stack costs no new class.
const Details = styled.div`
  &[data-hidden] > * {
    visibility: hidden;
  }
  padding: 72px 20px 20px;
  background: linear-gradient(180deg, rgba(43, 26, 34, 0) 0%, rgba(43, 26, 34, 0.78) 45%, rgba(43, 26, 34, 0.92) 100%);
  color: #fff;
`;
// With photo taps, the text is the link's box, above the taps; the shade above it is the photo's. Otherwise the link
// covers the card.
const DetailsText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  &[data-photo-taps] {
    position: relative;
    z-index: 2;
  }
`;
// One line: a long name ends with an ellipsis (the whole name is on the profile page).
const Name = styled.h2`
  overflow: hidden;
  font-family: ${theme.font.display};
  font-size: ${theme.size.xl};
  font-weight: 800;
  line-height: 1.15;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  -webkit-user-drag: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    border-radius: ${theme.radius.lg};
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${theme.size.sm};
  font-weight: 600;
  svg {
    flex: none;
  }
`;
/** What a short card leaves out (CardDetails). */
const OnTallCards = styled.div`
  display: contents;
  @container (max-height: 420px) {
    display: none;
  }
`;
const Bio = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  font-size: ${theme.size.sm};
  line-height: 1.4;
  opacity: 0.95;
`;
