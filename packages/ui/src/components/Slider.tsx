import styled from 'styled-components';
import { theme } from '../theme.ts';

/**
 * A range slider: the browser's own (keys, screen readers, a tap anywhere on it moves the thumb), drawn 44 px tall
 * so that a finger finds it (WCAG 2.5.5), with the thumb to match.
 */
export const Slider = styled.input.attrs({ type: 'range' })`
  display: block;
  width: 100%;
  height: 44px;
  margin: 0;
  accent-color: ${theme.color.primary};
  cursor: pointer;
`;
