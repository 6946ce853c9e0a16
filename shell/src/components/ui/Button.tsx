import { theme } from '@wishlist/mf-shared/theme';
import styled from 'styled-components';

export const Button = styled.button`
  min-height: 46px;
  padding: 0 26px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.gradient};
  color: #fff;
  font-size: 16px;
  font-weight: 700;
  cursor: pointer;
  box-shadow: ${theme.shadow.card};
  &:active {
    transform: scale(0.98);
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 3px;
  }
`;
