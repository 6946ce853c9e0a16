import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { HeartIcon, SlidersIcon, keepClearOfToasts, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useIntl } from '../../../i18n.ts';
import { BoostPill } from './BoostPill.tsx';
import { PillButton, PillEnd, PillLink } from './ToolbarPill.tsx';

interface DiscoverToolbarProps {
  entitlements: Entitlements;
  /** How many people like the user (shown to every tier; only premium and gold see who). */
  likesCount: number | undefined;
  /** How many filters narrow the deck. */
  activeFilters: number;
  onOpenFilters: () => void;
  onBoostLocked: () => void;
}

/**
 * Under Discover's header: Likes you (with the count), Filters (every plan; how many narrow the deck) and Boost;
 * locked ones carry a lock.
 */
export function DiscoverToolbar({
  entitlements,
  likesCount,
  activeFilters,
  onOpenFilters,
  onBoostLocked,
}: DiscoverToolbarProps) {
  const { flags } = entitlements;
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'discover.tools' })} {...keepClearOfToasts}>
      <PillLink to="/likes">
        <HeartIcon size={16} />
        {intl.formatMessage({ id: 'discover.tools.likesYou' })}
        {(likesCount !== undefined || !flags.seeWhoLikesYou) && (
          <PillEnd locked={!flags.seeWhoLikesYou}>{likesCount !== undefined && intl.formatNumber(likesCount)}</PillEnd>
        )}
      </PillLink>
      <PillButton onClick={onOpenFilters} $active={activeFilters > 0}>
        <SlidersIcon size={16} />
        {intl.formatMessage({ id: 'discover.tools.filters' })}
        {activeFilters > 0 && <PillEnd>{intl.formatNumber(activeFilters)}</PillEnd>}
      </PillButton>
      <BoostPill entitlements={entitlements} onLocked={onBoostLocked} />
    </Bar>
  );
}

// One row when the pills' words fit (English does); a longer language gives the last pill a row of its own.
const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 ${theme.space.md} 12px;
`;
