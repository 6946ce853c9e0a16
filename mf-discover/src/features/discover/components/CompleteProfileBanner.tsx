import { SparklesIcon, Text, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { CardLink, CardLinkLines } from '../../../components/CardLink.tsx';

/** Shown while the user's own profile lacks a name or birth date: until then nobody else can see them. */
export function CompleteProfileBanner() {
  return (
    <Banner to="/profile">
      <Icon>
        <SparklesIcon size={20} />
      </Icon>
      <CardLinkLines>
        <Text as="strong" $tone="primaryStrong" $size="sm" $weight={800}>
          Complete your profile
        </Text>
        <Text as="span" $tone="muted" $size="xs">
          Add your name and birth date so other people can discover you.
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
