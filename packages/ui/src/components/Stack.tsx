import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';

export type StackGap = keyof typeof theme.space;

interface StackProps {
  /** The theme's space between the children; md by default. */
  $gap?: StackGap;
}

const stack = css<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 'md' }) => theme.space[$gap]};
`;

/** Children one under the other, a theme space apart. A `div` unless given `as` ('section', 'ul', 'main', ...). */
export const Stack = styled.div<StackProps>`
  ${stack}
`;

/** A form whose fields and buttons stand one under the other. */
export const FormStack = styled.form<StackProps>`
  ${stack}
`;

/** A list whose items stand one under the other, a theme space apart, with no bullets or indent; `as="ol"` for an ordered one. */
export const ListStack = styled.ul<StackProps>`
  ${stack}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The column of a screen under its ScreenHeader: its parts a large space apart, inside the screen's margins. */
export const ScreenBody = styled(Stack).attrs({ $gap: 'lg' as const })`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xl};
`;
