import { BoltIcon, Button, Dialog, Notice, Text, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

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

/** Asks before a boost is spent: what it does, how many are left, and what would waste it. */
export function BoostSheet({ open, onClose, onConfirm, pending, left, noPhoto, incognito }: BoostSheetProps) {
  const intl = useIntl();
  // What a boost does (spec §6: 30 minutes first in others' feeds, after their super-likers), and how many are left.
  const effect = intl.formatMessage({ id: 'discover.boost.effect' });
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: 'discover.boost.sheet.title' })}
    >
      <Body>
        <Text $leading={1.5}>
          <FormattedMessage
            id={left === null ? 'discover.boost.sheet.unlimited' : 'discover.boost.sheet.left'}
            values={{ effect, left, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </Text>
        {noPhoto && <WastedBoostNote reason="noPhoto" />}
        {incognito && <WastedBoostNote reason="incognito" />}
        <Actions>
          <Button block onClick={onConfirm} disabled={pending}>
            <BoltIcon size={18} />
            {intl.formatMessage({ id: pending ? 'discover.boost.sheet.starting' : 'discover.boost.sheet.confirm' })}
          </Button>
          <Button variant="secondary" block onClick={onClose} disabled={pending}>
            {intl.formatMessage({ id: 'discover.boost.sheet.cancel' })}
          </Button>
        </Actions>
      </Body>
    </Dialog>
  );
}

/** A message's <link> tag: the own profile, where the photo and incognito are. */
const profileLink = (chunks: ReactNode[]) => <Link to="/profile">{chunks}</Link>;

/** What would waste the boost (no photo, incognito), and where on the own profile to mend it. */
function WastedBoostNote({ reason }: { reason: 'noPhoto' | 'incognito' }) {
  const intl = useIntl();
  return (
    <Notice
      $background="goldTint"
      $size="sm"
      $leading={1.45}
      role="note"
      aria-label={intl.formatMessage({ id: `discover.boost.sheet.${reason}.label` })}
    >
      <FormattedMessage id={`discover.boost.sheet.${reason}`} values={{ link: profileLink }} />
    </Notice>
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
