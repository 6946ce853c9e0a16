import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { CloseIcon, HeartIcon, IconButton, theme } from '@wishlist/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { timeUntilReset } from '../../../lib/until-reset.ts';
import { useIntl } from '../../../i18n.ts';
import { SuperLikeButton } from './SuperLikeButton.tsx';

export interface DeckButtonsProps {
  entitlements: Entitlements | undefined;
  /** Today's likes are used up: the heart looks off and says when they come back. */
  atLimit: boolean;
  /** No add now (one runs, or the person just added is still leaving). */
  addDisabled: boolean;
  onPass: () => void;
  onSuperLike: () => void;
  onAdd: () => void;
}

/** Pass, Super like and Add under the deck. */
export function DeckButtons({ entitlements, atLimit, addDisabled, onPass, onSuperLike, onAdd }: DeckButtonsProps) {
  const intl = useIntl();
  return (
    <Actions>
      <IconButton
        label={intl.formatMessage({ id: 'discover.pass' })}
        variant="pass"
        size={64}
        icon={<CloseIcon size={30} />}
        onClick={onPass}
      />
      <SuperLikeButton entitlements={entitlements} onClick={onSuperLike} disabled={addDisabled} />
      {/* At the limit the heart looks off but still answers a tap with the limit toast and its Upgrade. */}
      <Heart
        label={intl.formatMessage({ id: 'discover.add' })}
        variant="primary"
        size={72}
        icon={<HeartIcon size={32} />}
        onClick={onAdd}
        disabled={addDisabled}
        $spent={atLimit}
        aria-describedby={atLimit ? 'new-likes' : undefined}
      />
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 24px;
  padding-top: 8px;
`;

const Heart = styled(IconButton)<{ $spent: boolean }>`
  opacity: ${({ $spent }) => ($spent ? 0.45 : 1)};
  filter: ${({ $spent }) => ($spent ? 'grayscale(1)' : 'none')};
`;

/** When the likes come back (00:00 UTC), counted down by the minute. */
export function NewLikesIn({ id }: { id: string }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // The edge may have rendered it in the minute before the app hydrates it: the next tick sets it right.
  return (
    <NewLikes id={id} suppressHydrationWarning>
      {intl.formatMessage({ id: 'discover.newLikesIn' }, { time: timeUntilReset(intl, now) })}
    </NewLikes>
  );
}
const NewLikes = styled.p`
  padding-top: 6px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-align: center;
`;
