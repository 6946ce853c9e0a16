import { theme } from '@wishlist/ui';
import styled from 'styled-components';

/** A form whose fields and buttons stand one under the other. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;
