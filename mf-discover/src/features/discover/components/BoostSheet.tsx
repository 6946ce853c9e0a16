import { BoltIcon, Button, Dialog, Notice, Text, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface BoostSheetProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** A boost is being started. */
  pending: boolean;
  /** Boosts left this month; null when unlimited. */
  left: number | null;
  /** The own profile has no photo: others see the initials. */
  noPhoto: boolean;
  /** The own profile is incognito: only people the user added see them, boosted or not (spec §6). */
  incognito: boolean;
}

/** What a boost does (spec §6: 30 minutes first in others' feeds, after their super-likers). */
export const BOOST_EFFECT = 'For 30 minutes you come first in other people’s decks.';

const leftText = (left: number | null) =>
  left === null ? 'Unlimited boosts' : `${String(left)} ${left === 1 ? 'boost' : 'boosts'} left this month`;

/** Asks before a boost is spent: what it does, how many are left, and what would waste it. */
export function BoostSheet({ open, onClose, onConfirm, pending, left, noPhoto, incognito }: BoostSheetProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Boost your profile">
      <Body>
        <Text $leading={1.5}>
          {BOOST_EFFECT} <strong>{leftText(left)}</strong>.
        </Text>
        {noPhoto && (
          <Notice $background="goldTint" $size="sm" $leading={1.45} role="note" aria-label="No photo">
            You have no photo yet: people see your initials, and few like a profile without a photo.{' '}
            <Link to="/profile">Add a photo</Link> before you boost.
          </Notice>
        )}
        {incognito && (
          <Notice $background="goldTint" $size="sm" $leading={1.45} role="note" aria-label="Incognito is on">
            While you are incognito, only people you have added see you, so a boost reaches only them. Turn incognito
            off on <Link to="/profile">your profile</Link> to be seen by everyone.
          </Notice>
        )}
        <Actions>
          <Button block onClick={onConfirm} disabled={pending}>
            <BoltIcon size={18} />
            {pending ? 'Starting...' : 'Boost Now'}
          </Button>
          <Button variant="secondary" block onClick={onClose} disabled={pending}>
            Not Now
          </Button>
        </Actions>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;
const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;
