import styled from 'styled-components';
import { theme } from '../theme.ts';

type Size = keyof typeof theme.size;

export interface TextProps {
  /** A colour of the theme; left out, the text keeps its parent's colour. */
  $tone?: keyof typeof theme.color;
  $size?: Size;
  $weight?: 600 | 700 | 800;
  /** A unitless line height (1.45 in cards, 1.5 in running text); left out, the browser's. */
  $leading?: number;
}

/**
 * Text on the theme's type scale: a paragraph unless `as` says otherwise. Each place picks its tone, size, weight
 * and line height; what it leaves out stays as the parent has it.
 */
export const Text = styled.p<TextProps>`
  ${({ $tone }) => $tone && `color: ${theme.color[$tone]};`}
  ${({ $size }) => $size && `font-size: ${theme.size[$size]};`}
  ${({ $weight }) => $weight && `font-weight: ${String($weight)};`}
  ${({ $leading }) => $leading && `line-height: ${String($leading)};`}
`;

/** A title in the display face, extra bold, at a step of the type scale: an h2 unless `as` says otherwise. */
export const Heading = styled.h2<{ $size: Size }>`
  font-family: ${theme.font.display};
  font-size: ${({ $size }) => theme.size[$size]};
  font-weight: 800;
`;

/** A tinted box that sets a remark apart (test mode, the demo mailbox, a canceled plan); its text is set as Text's. */
export const Notice = styled(Text)<{ $background: 'tint' | 'goldTint' }>`
  padding: 10px 12px;
  border-radius: ${theme.radius.sm};
  background: ${({ $background }) => theme.color[$background]};
`;
