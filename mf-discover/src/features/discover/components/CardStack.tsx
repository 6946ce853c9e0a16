import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { type AnimationEvent, type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { theme } from '@wishlist/ui';
import styled, { keyframes } from 'styled-components';
import { useIntl } from '../../../i18n.ts';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import type { LeavingCard } from '../hooks/use-deck.ts';
import { SWIPE_THRESHOLD, type SwipeDirection, TILT_PER_PX, useSwipe } from '../hooks/use-swipe.ts';
import type { Commenting } from '../../../components/commenting.ts';
import { ProfileCard } from './ProfileCard.tsx';

interface CardStackProps {
  /** Top card first (at most 3). */
  people: Profile[];
  leaving: LeavingCard | null;
  onLeft: () => void;
  onSwipe: (direction: SwipeDirection, offset: number, lift: number) => Promise<void> | void;
  swipeDisabled: boolean;
  /** The top card's ⋯ menu for its person. */
  menu?: (profile: Profile) => ReactNode;
  /** The top card's comment buttons open the comment sheet. */
  onComment?: (commenting: Commenting) => void;
}

/** Where a card is: on top, under it (1 or 2 deep), or animating out over the new top card. */
type Place = { at: 'top' } | { at: 'below'; depth: number } | { at: 'leaving'; card: LeavingCard };

/**
 * The stacked cards; the top one follows a drag and is swiped away (up for a super like), the ones below peek out under
 * it. Each person keeps one card (keyed by them) as it moves from below to the top and out: a pass changes where the
 * cards are, and the frame that answers it draws nothing new; the card coming in at the bottom, mostly hidden under the
 * others, fills in the frame after (docs/architecture.md, "Interactions on a phone").
 */
export function CardStack({ people, leaving, onLeft, onSwipe, swipeDisabled, menu, onComment }: CardStackProps) {
  // The photo the top card shows, kept while it leaves; a new person starts at their first.
  const [shown, setShown] = useState({ id: '', photo: 0 });
  const photoOf = (profile: Profile) => (shown.id === profile.id ? shown.photo : 0);
  const cards = people.map((profile, depth) => ({
    profile,
    place: (depth === 0 ? { at: 'top' } : { at: 'below', depth }) as Place,
    // The card leaving keeps the person's own card; someone also back in the stack (a deck of one or two wraps onto
    // itself) gets another one there.
    key: leaving?.profile.id === profile.id ? `${profile.id} again` : profile.id,
  }));
  const all = cards.reverse();
  if (leaving) all.push({ profile: leaving.profile, place: { at: 'leaving', card: leaving }, key: leaving.profile.id });
  return (
    <Stack>
      {all.map(({ profile, place, key }) => (
        <StackCard
          key={key}
          profile={profile}
          place={place}
          arriving={place.at === 'below' && leaving !== null}
          onSwipe={onSwipe}
          swipeDisabled={swipeDisabled}
          onLeft={onLeft}
          menu={place.at === 'top' ? menu?.(profile) : undefined}
          onComment={place.at === 'top' ? onComment : undefined}
          photo={photoOf(profile)}
          onPhotoChange={(photo) => setShown({ id: profile.id, photo })}
        />
      ))}
    </Stack>
  );
}

interface StackCardProps {
  profile: Profile;
  place: Place;
  /** Coming in under the others as one leaves: drawn once the frame that answers the pass or like is on screen. */
  arriving: boolean;
  onSwipe: CardStackProps['onSwipe'];
  swipeDisabled: boolean;
  onLeft: () => void;
  menu: ReactNode;
  onComment: CardStackProps['onComment'];
  photo: number;
  onPhotoChange: (photo: number) => void;
}

function StackCard({
  profile,
  place,
  arriving,
  onSwipe,
  swipeDisabled,
  onLeft,
  menu,
  onComment,
  photo,
  onPhotoChange,
}: StackCardProps) {
  const top = place.at === 'top';
  const swipe = useSwipe(onSwipe, swipeDisabled || !top);
  const drawn = useDrawnAfterPaint(arriving);
  return (
    <Slot
      {...(top ? swipe.handlers : {})}
      data-place={place.at}
      data-direction={place.at === 'leaving' ? place.card.direction : undefined}
      data-dragging={top && swipe.dragging ? '' : undefined}
      aria-hidden={top ? undefined : 'true'}
      inert={!top}
      onAnimationEnd={
        place.at === 'leaving'
          ? (event: AnimationEvent) => {
              if (event.target === event.currentTarget) onLeft();
            }
          : undefined
      }
      style={placeStyle(place, swipe)}
    >
      {drawn && (
        <ProfileCard
          profile={profile}
          photoOnly={place.at === 'below'}
          menu={menu}
          onComment={onComment}
          photo={place.at === 'below' ? 0 : photo}
          onPhotoChange={top ? onPhotoChange : undefined}
          overlay={top && <Verdicts offset={swipe.offset} />}
        />
      )}
    </Slot>
  );
}

/** False for a card arriving under the others until the frame that answers the pass or like is on screen. */
function useDrawnAfterPaint(arriving: boolean): boolean {
  const [drawn, setDrawn] = useState(!arriving);
  useEffect(() => {
    if (!drawn) afterNextPaint(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}

/** The top card follows the drag; one below peeks out by its depth; one leaving starts from where it was let go. */
function placeStyle(place: Place, drag: { offset: number; lift: number }): CSSProperties {
  if (place.at === 'top') {
    return {
      transform: `translate(${String(drag.offset)}px, ${String(drag.lift)}px) rotate(${String(drag.offset * TILT_PER_PX)}deg)`,
    };
  }
  if (place.at === 'below') return { '--depth': place.depth } as CSSProperties;
  const { offset, lift } = place.card;
  return {
    '--from-x': `${String(offset)}px`,
    '--from-y': `${String(lift)}px`,
    '--from-tilt': `${String(offset * TILT_PER_PX)}deg`,
  } as CSSProperties;
}

/** What letting go will do, fading in with the drag: fully there at the swipe threshold. */
function Verdicts({ offset }: { offset: number }) {
  const intl = useIntl();
  return (
    <>
      <Verdict aria-hidden="true" data-side="like" style={{ opacity: verdictOpacity(offset) }}>
        {intl.formatMessage({ id: 'discover.card.like' })}
      </Verdict>
      <Verdict aria-hidden="true" data-side="nope" style={{ opacity: verdictOpacity(-offset) }}>
        {intl.formatMessage({ id: 'discover.card.nope' })}
      </Verdict>
    </>
  );
}

/** 0 at rest or dragged the other way, 1 from the swipe threshold on. */
const verdictOpacity = (towards: number) => Math.min(1, Math.max(0, towards / SWIPE_THRESHOLD));

// Styles that never change with props, chosen by data attributes: a card moving in the stack costs styled-components
// no new class.
const Verdict = styled.span`
  position: absolute;
  top: 28px;
  padding: 4px 12px;
  border: 4px solid;
  border-radius: ${theme.radius.sm};
  background: rgba(255, 255, 255, 0.85);
  font-family: ${theme.font.display};
  font-size: 32px;
  font-weight: 900;
  letter-spacing: 0.08em;
  &:lang(ar) {
    letter-spacing: 0;
  }
  /* Where the swipe goes (right: like), whatever the page's direction: a drag is not text. */
  &[data-side='like'] {
    left: 20px;
    transform: rotate(-14deg);
    color: ${theme.color.success};
  }
  &[data-side='nope'] {
    right: 20px;
    transform: rotate(14deg);
    color: ${theme.color.danger};
  }
`;

const Stack = styled.div`
  position: relative;
  flex: 1;
  min-height: 360px;
  max-height: 560px;
  margin: 0 4px 14px;
`;

const from = 'from { transform: translate(var(--from-x), var(--from-y)) rotate(var(--from-tilt)); opacity: 1; }';
const exits: Record<SwipeDirection, ReturnType<typeof keyframes>> = {
  right: keyframes`${from} to { transform: translateX(150%) rotate(24deg); opacity: 0; }`,
  left: keyframes`${from} to { transform: translateX(-150%) rotate(-24deg); opacity: 0; }`,
  up: keyframes`${from} to { transform: translate(var(--from-x), -130%) rotate(var(--from-tilt)); opacity: 0; }`,
};

const Slot = styled.div`
  position: absolute;
  inset: 0;
  transform-origin: 50% 100%;
  &[data-place='below'] {
    z-index: calc(3 - var(--depth));
    transform: translateY(calc(var(--depth) * 12px)) scale(calc(1 - var(--depth) * 0.05));
    opacity: calc(1 - var(--depth) * 0.2);
    transition: transform 0.3s ease, opacity 0.3s ease;
  }
  &[data-place='top'] {
    z-index: 3;
    touch-action: none;
    cursor: grab;
    transition: transform 0.2s ease, opacity 0.2s ease;
  }
  &[data-place='top'][data-dragging] {
    cursor: grabbing;
    transition: none;
  }
  &[data-place='leaving'] {
    z-index: 4;
    pointer-events: none;
    animation: 0.3s ease-in forwards;
  }
  &[data-direction='right'] {
    animation-name: ${exits.right};
  }
  &[data-direction='left'] {
    animation-name: ${exits.left};
  }
  &[data-direction='up'] {
    animation-name: ${exits.up};
  }
`;
