import { ArrowLeftIcon } from '@wishlist/ui';
import styled from 'styled-components';

/** The arrow of Back: it points to where the reading started, so right to left it points right. */
export const BackArrow = styled(ArrowLeftIcon)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
