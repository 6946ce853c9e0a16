// The frame of this remote's screens: the column under the shell's header, a short note under a screen's title,
// and a list that keeps to the screen's margins.
import { theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A screen: fills the column, its parts one under the other. */
export const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

/** The line under a screen's header ('Daily likes: 3 / 10', '3 people'). */
export const ScreenNote = styled.p`
  margin: 0 ${theme.space.md} 12px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;

/** A list of the screen's items, inside its margins; the caller sets how they are laid out. */
export const ScreenList = styled.ul`
  margin: 0;
  padding: 0 ${theme.space.md} ${theme.space.lg};
  list-style: none;
`;
