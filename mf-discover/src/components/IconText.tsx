import { theme } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface IconTextProps {
  icon: ReactNode;
  text: string | null | undefined;
  className?: string;
}

/** A small muted line led by an icon (a place, an Instagram handle); nothing when there is no text. */
export function IconText({ icon, text, className }: IconTextProps) {
  if (!text) return null;
  return (
    <Line className={className}>
      {icon}
      <Clipped>{text}</Clipped>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  svg {
    flex: none;
  }
`;
/** A long text ends in an ellipsis instead of running out of a narrow card. */
const Clipped = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
