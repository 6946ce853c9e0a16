import { HeartIcon, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface BrandHeaderProps {
  /** The page's heading (level 1). */
  title: string;
  subtitle: ReactNode;
  /** 'hero' on the landing page, 'compact' above a form. */
  size?: 'hero' | 'compact';
}

/** The heart mark, the page title and a line under it: the top of the landing, login and signup screens. */
export function BrandHeader({ title, subtitle, size = 'compact' }: BrandHeaderProps) {
  const hero = size === 'hero';
  return (
    <Brand>
      <Logo $hero={hero}>
        <HeartIcon size={hero ? 34 : 26} />
      </Logo>
      <Title $hero={hero}>{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
    </Brand>
  );
}

const Brand = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`;
const Logo = styled.div<{ $hero: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ $hero }) => ($hero ? '68px' : '52px')};
  height: ${({ $hero }) => ($hero ? '68px' : '52px')};
  border-radius: ${({ $hero }) => ($hero ? '22px' : '17px')};
  background: ${theme.color.gradient};
  color: #fff;
  box-shadow: ${theme.shadow.raised};
`;
const Title = styled.h1<{ $hero: boolean }>`
  margin-top: ${({ $hero }) => ($hero ? '18px' : '14px')};
  font-family: ${theme.font.display};
  font-size: ${({ $hero }) => ($hero ? '42px' : theme.size.xl)};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.color.primaryStrong};
`;
const Subtitle = styled.p`
  margin-top: ${theme.space.sm};
  max-width: 290px;
  color: ${theme.color.muted};
  font-size: ${theme.size.md};
  line-height: 24px;
`;
