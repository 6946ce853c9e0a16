import { LockIcon, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { useIntl } from '../../../i18n.ts';

interface PillLook {
  /** A running state (a boost counting down, filters in use): filled. */
  $active?: boolean;
}

const look = css<PillLook>`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 0;
  min-height: 44px;
  padding: 0 4px;
  border: 1px solid ${({ $active }) => ($active ? 'transparent' : theme.color.border)};
  border-radius: ${theme.radius.pill};
  background: ${({ $active }) => ($active ? theme.color.gradient : theme.color.surface)};
  color: ${({ $active }) => ($active ? '#fff' : theme.color.text)};
  box-shadow: ${theme.shadow.card};
  font-size: ${theme.size.xs};
  font-weight: 800;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  svg {
    flex: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** A round-ended button of Discover's toolbar (Filters, Boost). */
export const PillButton = styled.button.attrs({ type: 'button' })<PillLook>`
  ${look}
`;

/** A round-ended link of Discover's toolbar (Likes you). */
export const PillLink = styled(Link)<PillLook>`
  ${look}
`;

/** The small count at the end of a pill, with a lock when the plan does not have the feature. */
export function PillEnd({ locked, children }: { locked?: boolean; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <End $locked={locked}>
      {locked && <LockIcon size={12} />}
      {locked && <VisuallyHidden>{intl.formatMessage({ id: 'discover.tools.locked' })}</VisuallyHidden>}
      {children}
    </End>
  );
}

const End = styled.span<{ $locked?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 3px;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${({ $locked }) => ($locked ? theme.color.goldTint : theme.color.tint)};
  color: ${({ $locked }) => ($locked ? theme.color.gold : theme.color.primaryStrong)};
  font-size: 11px;
  font-weight: 800;
`;
