import { theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A person's photo filling its width at the given aspect ratio, cropped to fit, tinted until it loads. */
export const Photo = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: ${theme.color.tint};
`;
