import { SparklesIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { CardLink } from '../../../components/CardLink.tsx';

/** Shown while the user's own profile lacks a name or birth date: until then nobody else can see them. */
export function CompleteProfileBanner() {
  return (
    <Banner to="/profile">
      <Icon>
        <SparklesIcon size={20} />
      </Icon>
      <Text>
        <Title>Complete your profile</Title>
        <Hint>Add your name and birth date so other people can discover you.</Hint>
      </Text>
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
const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
const Title = styled.strong`
  font-size: ${theme.size.sm};
  font-weight: 800;
  color: ${theme.color.primaryStrong};
`;
const Hint = styled.span`
  font-size: ${theme.size.xs};
  color: ${theme.color.muted};
`;
