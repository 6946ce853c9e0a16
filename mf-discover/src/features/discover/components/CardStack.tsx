import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { theme } from '@wishlist/ui';
import styled, { css, keyframes } from 'styled-components';
import type { LeavingCard } from '../hooks/use-deck.ts';
import { SWIPE_THRESHOLD, type SwipeDirection, TILT_PER_PX, useSwipe } from '../hooks/use-swipe.ts';
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
}

/** The stacked cards; the top one follows a drag and is swiped away (up for a super like), the ones below peek out under it. */
export function CardStack({ people, leaving, onLeft, onSwipe, swipeDisabled, menu }: CardStackProps) {
  const [top, ...below] = people;
  // The photo the top card shows, kept while it leaves; a new person starts at their first.
  const [shown, setShown] = useState({ id: '', photo: 0 });
  const photoOf = (profile: Profile) => (shown.id === profile.id ? shown.photo : 0);
  return (
    <Stack>
      {below
        .map((profile, position) => (
          <Lower key={profile.id} $depth={position + 1} aria-hidden="true" inert>
            <ProfileCard profile={profile} photoOnly />
          </Lower>
        ))
        .reverse()}
      {top && (
        <TopCard
          key={top.id}
          profile={top}
          onSwipe={onSwipe}
          disabled={swipeDisabled}
          menu={menu?.(top)}
          photo={photoOf(top)}
          onPhotoChange={(photo) => setShown({ id: top.id, photo })}
        />
      )}
      {leaving && (
        <Leaving
          key={leaving.id}
          aria-hidden="true"
          inert
          onAnimationEnd={onLeft}
          $direction={leaving.direction}
          style={
            {
              '--from-x': `${String(leaving.offset)}px`,
              '--from-y': `${String(leaving.lift)}px`,
              '--from-tilt': `${String(leaving.offset * TILT_PER_PX)}deg`,
            } as CSSProperties
          }
        >
          <ProfileCard profile={leaving.profile} photo={photoOf(leaving.profile)} />
        </Leaving>
      )}
    </Stack>
  );
}

function TopCard({
  profile,
  onSwipe,
  disabled,
  menu,
  photo,
  onPhotoChange,
}: {
  profile: Profile;
  onSwipe: CardStackProps['onSwipe'];
  disabled: boolean;
  menu: ReactNode;
  photo: number;
  onPhotoChange: (photo: number) => void;
}) {
  const swipe = useSwipe(onSwipe, disabled);
  return (
    <Top
      {...swipe.handlers}
      $dragging={swipe.dragging}
      style={{
        transform: `translate(${String(swipe.offset)}px, ${String(swipe.lift)}px) rotate(${String(swipe.offset * TILT_PER_PX)}deg)`,
      }}
    >
      <ProfileCard
        profile={profile}
        menu={menu}
        photo={photo}
        onPhotoChange={onPhotoChange}
        overlay={
          // What letting go will do, fading in with the drag: fully there at the swipe threshold.
          <>
            <Verdict aria-hidden="true" $side="like" style={{ opacity: verdictOpacity(swipe.offset) }}>
              LIKE
            </Verdict>
            <Verdict aria-hidden="true" $side="nope" style={{ opacity: verdictOpacity(-swipe.offset) }}>
              NOPE
            </Verdict>
          </>
        }
      />
    </Top>
  );
}

/** 0 at rest or dragged the other way, 1 from the swipe threshold on. */
const verdictOpacity = (towards: number) => Math.min(1, Math.max(0, towards / SWIPE_THRESHOLD));

const Verdict = styled.span<{ $side: 'like' | 'nope' }>`
  position: absolute;
  top: 28px;
  ${({ $side }) => ($side === 'like' ? 'left: 20px; transform: rotate(-14deg);' : 'right: 20px; transform: rotate(14deg);')}
  padding: 4px 12px;
  border: 4px solid ${({ $side }) => ($side === 'like' ? theme.color.success : theme.color.danger)};
  border-radius: ${theme.radius.sm};
  color: ${({ $side }) => ($side === 'like' ? theme.color.success : theme.color.danger)};
  background: rgba(255, 255, 255, 0.85);
  font-family: ${theme.font.display};
  font-size: 32px;
  font-weight: 900;
  letter-spacing: 0.08em;
`;

const Stack = styled.div`
  position: relative;
  flex: 1;
  min-height: 360px;
  max-height: 560px;
  margin: 0 4px 14px;
`;

const layer = css`
  position: absolute;
  inset: 0;
`;

const Lower = styled.div<{ $depth: number }>`
  ${layer}
  z-index: ${({ $depth }) => 3 - $depth};
  transform: translateY(${({ $depth }) => `${String($depth * 12)}px`}) scale(${({ $depth }) => 1 - $depth * 0.05});
  transform-origin: 50% 100%;
  opacity: ${({ $depth }) => 1 - $depth * 0.2};
  transition: transform 0.3s ease, opacity 0.3s ease;
`;

const Top = styled.div<{ $dragging: boolean }>`
  ${layer}
  z-index: 3;
  touch-action: none;
  cursor: ${({ $dragging }) => ($dragging ? 'grabbing' : 'grab')};
  transform-origin: 50% 100%;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s ease')};
`;

const from = 'from { transform: translate(var(--from-x), var(--from-y)) rotate(var(--from-tilt)); opacity: 1; }';
const exits: Record<SwipeDirection, ReturnType<typeof keyframes>> = {
  right: keyframes`${from} to { transform: translateX(150%) rotate(24deg); opacity: 0; }`,
  left: keyframes`${from} to { transform: translateX(-150%) rotate(-24deg); opacity: 0; }`,
  up: keyframes`${from} to { transform: translate(var(--from-x), -130%) rotate(var(--from-tilt)); opacity: 0; }`,
};

const Leaving = styled.div<{ $direction: SwipeDirection }>`
  ${layer}
  z-index: 4;
  pointer-events: none;
  transform-origin: 50% 100%;
  animation: ${({ $direction }) => exits[$direction]} 0.3s ease-in forwards;
`;
