import { Notice } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Demo mode (no mail configured): the reset link is shown on the login screen instead of mailed, as the signup's demo code is. */
export function ResetLinkNotice({ link }: { link: string }) {
  return (
    <Box $background="goldTint" $tone="gold" $size="sm" $weight={600} role="note" aria-label="Demo reset link">
      Demo mode: no mail is sent. <Link to={link}>Open your reset link</Link>
    </Box>
  );
}

const Box = styled(Notice)`
  padding: 12px 14px;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
