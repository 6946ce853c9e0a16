// The frame of every console screen: its title, the navigation between the sections, and the screen below.
// On a phone one column; the shell gives these screens (the table's `wide`) up to 1200 px on a desktop.
import { ScreenHeader, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useIntl } from '../i18n.ts';
import type english from '../messages/en.json';
import { DeskNotices } from './DeskNotices.tsx';

/** The sections, each current on its own paths (Reports on a case too). */
const sections: { to: string; label: keyof typeof english; current: RegExp }[] = [
  { to: '/moderation', label: 'moderation.console.section.reports', current: /^\/moderation(\/reports\/[^/]+)?\/?$/i },
  { to: '/moderation/photos', label: 'moderation.console.section.photos', current: /^\/moderation\/photos\/?$/i },
  { to: '/moderation/appeals', label: 'moderation.console.section.appeals', current: /^\/moderation\/appeals\/?$/i },
  { to: '/moderation/audit', label: 'moderation.console.section.audit', current: /^\/moderation\/audit\/?$/i },
];

/**
 * A list's back arrow leaves the console for the app; a case's (`backTo`) returns to the reports, the console's home,
 * which the sections below also reach from any list.
 */
export function ConsoleLayout({ title, backTo, children }: { title: string; backTo?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const back = backTo
    ? { backTo, backLabel: intl.formatMessage({ id: 'moderation.console.backToReports' }) }
    : { backTo: '/app', backLabel: intl.formatMessage({ id: 'moderation.console.backToApp' }) };
  return (
    <Screen>
      <ScreenHeader title={title} {...back} />
      <Sections aria-label={intl.formatMessage({ id: 'moderation.console.nav' })}>
        {sections.map(({ to, label, current }) => (
          <Section key={to} to={to} aria-current={current.test(pathname) ? 'page' : undefined}>
            {intl.formatMessage({ id: label })}
          </Section>
        ))}
      </Sections>
      <Body>
        <DeskNotices />
        {children}
      </Body>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;
const Sections = styled.nav`
  display: flex;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md} ${theme.space.sm};
  overflow-x: auto;
`;
const Section = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.tint};
    color: ${theme.color.primaryStrong};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xl};
`;
