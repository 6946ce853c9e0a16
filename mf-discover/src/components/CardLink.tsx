import { theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A rounded box that is one link, its content in a row (a match, the complete-your-profile banner). */
export const CardLink = styled(Link)`
  display: flex;
  align-items: center;
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The lines beside a card link's picture (name, place, when; title and hint), one close under the other. */
export const CardLinkLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
