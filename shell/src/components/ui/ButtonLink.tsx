import { theme } from '@wishlist/mf-shared/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link that looks like the primary button. */
export const ButtonLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 54px;
  padding: 0 28px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.gradient};
  color: #fff;
  font-size: 17px;
  font-weight: 700;
  text-decoration: none;
  box-shadow: ${theme.shadow.raised};
  transition: transform 0.15s ease, box-shadow 0.15s ease;
  &:active {
    transform: scale(0.98);
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 3px;
  }
`;
