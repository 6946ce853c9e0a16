import { ScreenHeader, Stack, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from '../../i18n.ts';
import { SiteFooter } from './SiteFooter.tsx';

interface InfoPageProps {
  title: string;
  /** One line under the header that says what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A public page of reading matter (FAQ, Contact Us, Terms): header with a way back, content, footer. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  return (
    <>
      <ScreenHeader title={title} backTo="/" backLabel={useIntl().formatMessage({ id: 'layout.infoPage.back' })} />
      <Main as="main">
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}

const Main = styled(Stack)`
  flex: 1;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.lg};
`;
const Intro = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.5;
`;
