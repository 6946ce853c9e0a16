import type { Entitlements } from '@wishlist/contract/client/types.gen.ts';
import { hasSuperLikes, superLikesLeft } from '@wishlist/shared-data/entitlements';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { IconButton, LockIcon, StarIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useIntl } from '../../../i18n.ts';

interface SuperLikeButtonProps {
  /** Undefined while loading: the button then works as a plain super like and the server decides. */
  entitlements: Entitlements | undefined;
  onClick: () => void;
  disabled: boolean;
}

/** The star between Pass and Add: the super likes left today on it, or a lock (naming the plans that have them). */
export function SuperLikeButton({ entitlements, onClick, disabled }: SuperLikeButtonProps) {
  const locked = entitlements !== undefined && !hasSuperLikes(entitlements);
  const left = entitlements && !locked ? superLikesLeft(entitlements) : null;
  const sellers = usePlanWords().names(sellersOf(usePlans().data, 'superLikesPerDay'));
  const intl = useIntl();
  // The count shown on the star is part of the name, outside brackets: a name's bracketed part is not heard as what
  // the button shows (WCAG 2.5.3, axe's label-content-name-mismatch).
  const label = locked
    ? intl.formatMessage({ id: 'discover.superLike.locked' }, { plans: sellers })
    : left === null
      ? intl.formatMessage({ id: 'discover.superLike' })
      : intl.formatMessage({ id: 'discover.superLike.left' }, { left });
  return (
    <Star
      label={label}
      variant="pass"
      size={54}
      onClick={onClick}
      disabled={disabled}
      icon={
        <>
          <StarIcon size={26} />
          {locked ? (
            <Corner $locked aria-hidden="true">
              <LockIcon size={12} />
            </Corner>
          ) : (
            left !== null && <Corner aria-hidden="true">{intl.formatNumber(left)}</Corner>
          )}
        </>
      }
    />
  );
}

const Star = styled(IconButton)`
  color: #1f7fd6;
`;
const Corner = styled.span<{ $locked?: boolean }>`
  position: absolute;
  top: -4px;
  inset-inline-end: -4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 5px;
  border: 2px solid ${theme.color.surface};
  border-radius: ${theme.radius.pill};
  background: ${({ $locked }) => ($locked ? theme.color.goldTint : '#1f7fd6')};
  color: ${({ $locked }) => ($locked ? theme.color.gold : '#fff')};
  font-size: 11px;
  font-weight: 800;
`;
