import { Card, Stack, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandHeader } from '../../../components/layout/BrandHeader.tsx';
import { SiteFooter } from '../../../components/layout/SiteFooter.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  /** The form. */
  children: ReactNode;
  /** The line under the form that leads to the other screen ('Don't have an account? Sign Up'). */
  switchTo: ReactNode;
}

/** The frame of the login and signup screens. */
export function AuthLayout({ title, subtitle, children, switchTo }: AuthLayoutProps) {
  return (
    <>
      <Main as="main" $gap="lg">
        <BrandHeader title={title} subtitle={subtitle} />
        <Card $padding="lg">{children}</Card>
        <Switch>{switchTo}</Switch>
      </Main>
      <SiteFooter />
    </>
  );
}

const Main = styled(Stack)`
  flex: 1;
  justify-content: center;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.sm};
`;
const Switch = styled.p`
  text-align: center;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  a {
    /* A 44 px target (WCAG 2.5.5) inside the line of text. */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 6px;
    color: ${theme.color.primaryStrong};
    font-weight: 700;
  }
`;
