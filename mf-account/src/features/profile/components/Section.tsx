import { Card, CardTitle, theme } from '@wishlist/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

interface SectionProps {
  title: string;
  /** Beside the title: a count, a badge, an 'Edit' button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled card of the own-profile screen, named by its title for assistive tech. */
export function Section({ title, aside, children }: SectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Heading>
        <CardTitle id={titleId}>{title}</CardTitle>
        {aside}
      </Heading>
      {children}
    </Card>
  );
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: 36px;
`;

/** The quieter text of a section: explanations, empty states. */
export const SectionText = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.45;
`;
