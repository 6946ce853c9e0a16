import { Text, theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardLink, CardLinkLines } from '../../../components/CardLink.tsx';

interface PromptBannerProps {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A banner above the deck that asks for something on the own profile, and links there. */
export function PromptBanner({ icon, title, text }: PromptBannerProps) {
  return (
    <Banner to="/profile">
      <Icon>{icon}</Icon>
      <CardLinkLines>
        <Text as="strong" $tone="primaryStrong" $size="sm" $weight={800}>
          {title}
        </Text>
        <Text as="span" $tone="muted" $size="xs">
          {text}
        </Text>
      </CardLinkLines>
    </Banner>
  );
}

const Banner = styled(CardLink)`
  gap: 12px;
  margin: 0 16px 12px;
  padding: 12px 14px;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.tint};
`;
const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${theme.color.gradient};
  color: #fff;
`;
