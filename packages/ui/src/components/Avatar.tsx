import styled from 'styled-components';
import { theme } from '../theme.ts';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  /** Beside the person's name (inside a link that shows it): hidden from assistive tech, so the name is heard once. */
  decorative?: boolean;
}

/** Up to two initials from a name: "Maya Lopez" → "ML", "maya" → "M". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round photo, or the person's initials when there is none. */
/** Shown for a person with no name to take initials from: a glyph, not words. */
const NO_INITIALS = '?';

export function Avatar({ name, src, size = 40, decorative = false }: AvatarProps) {
  if (src) return <Photo src={src} alt={decorative ? '' : name} width={size} height={size} $size={size} />;
  // Without a name there is nothing to tell: the '?' is then decorative too (an image named '' breaks WCAG 1.1.1).
  const named = decorative || !name.trim() ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <Initials {...named} $size={size}>
      {initials(name) || NO_INITIALS}
    </Initials>
  );
}

// Always its size: a long name beside it takes the room it has left.
const Photo = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => `${String($size)}px`};
  height: ${({ $size }) => `${String($size)}px`};
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.color.tint};
`;
const Initials = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${String($size)}px`};
  height: ${({ $size }) => `${String($size)}px`};
  border-radius: 50%;
  background: ${theme.color.gradient};
  color: #fff;
  font-weight: 800;
  font-size: ${({ $size }) => `${String(Math.round($size * 0.38))}px`};
  white-space: nowrap;
`;
