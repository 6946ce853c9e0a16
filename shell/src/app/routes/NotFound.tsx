import { ButtonLink, theme } from '@wishlist/ui';
import styled from 'styled-components';

/** Any path the router does not know (spec §2). */
export function NotFound() {
  return (
    <Screen>
      <title>Page Not Found · Wishlist</title>
      <Code aria-hidden="true">404</Code>
      <Title>Page Not Found</Title>
      <Text>The page you're looking for doesn't exist or has moved.</Text>
      <ButtonLink to="/">Back to Wishlist</ButtonLink>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  padding: 48px 28px;
  text-align: center;
`;

const Code = styled.p`
  font-family: ${theme.font.display};
  font-size: 84px;
  font-weight: 800;
  line-height: 1;
  background: ${theme.color.gradient};
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: 26px;
  font-weight: 800;
`;

const Text = styled.p`
  max-width: 280px;
  margin-bottom: 12px;
  color: ${theme.color.muted};
  line-height: 22px;
`;
