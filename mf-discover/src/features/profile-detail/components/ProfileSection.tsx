import { theme } from '@wishlist/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** One titled part of a profile (About, Instagram Photos, Interests), named by its title for assistive tech. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </section>
  );
}

/** What an empty section says instead ('No photos yet.'). */
export const EmptyNote = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;

const Title = styled.h2`
  margin-bottom: ${theme.space.sm};
  font-family: ${theme.font.display};
  font-size: ${theme.size.lg};
  font-weight: 800;
`;
