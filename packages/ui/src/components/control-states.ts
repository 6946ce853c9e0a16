import { css } from 'styled-components';
import { theme } from '../theme.ts';

/** A control's disabled look and its keyboard focus ring, `offset` px outside it. */
export const controlStates = (offset: number) => css`
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: ${`${String(offset)}px`};
  }
`;
