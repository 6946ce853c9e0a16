import { theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A photo that opens the viewer: the photo itself is what one taps. */
export const PhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
