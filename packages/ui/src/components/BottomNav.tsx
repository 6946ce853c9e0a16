import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { useText } from '../i18n.ts';

export interface BottomNavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count shown on the item when above 0. */
  badge?: number;
  /** What the count is, for assistive tech ('3 unread messages'); default '3 in Wishlist'. Part of the link's name. */
  badgeLabel?: (count: number) => string;
}

/** The tab bar at the foot of the column. The current route's item is marked for assistive tech too. */
export function BottomNav({ items }: { items: BottomNavItem[] }) {
  const { text } = useText();
  return (
    <Bar aria-label={text('ui.nav.label')}>
      {items.map((item) => (
        <Tab key={item.to} to={item.to} end>
          <IconWrap>
            {item.icon}
            {item.badge !== undefined && item.badge > 0 && (
              <Count
                aria-label={
                  item.badgeLabel?.(item.badge) ?? text('ui.nav.badge', { count: item.badge, label: item.label })
                }
              >
                {item.badge}
              </Count>
            )}
          </IconWrap>
          {item.label}
        </Tab>
      ))}
    </Bar>
  );
}

const Bar = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  height: ${theme.layout.bottomNavHeight};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${theme.color.muted};
  font-size: 12px;
  font-weight: 600;
  text-decoration: none;
  &.active {
    color: ${theme.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;
const Count = styled.span`
  position: absolute;
  top: -6px;
  inset-inline-end: -12px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;
