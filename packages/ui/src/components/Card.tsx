import styled from 'styled-components';
import { theme } from '../theme.ts';

/** A white surface with the soft brand shadow; pad it with `$padding` (a theme space key). */
export const Card = styled.section<{ $padding?: keyof typeof theme.space }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${({ $padding = 'md' }) => theme.space[$padding]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

export const CardTitle = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
`;
