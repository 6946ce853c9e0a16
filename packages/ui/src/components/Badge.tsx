import styled from 'styled-components';
import { theme } from '../theme.ts';

export type BadgeTone = 'neutral' | 'primary' | 'gold' | 'success' | 'danger';

const tones: Record<BadgeTone, { background: string; color: string }> = {
  neutral: { background: theme.color.tint, color: theme.color.text },
  primary: { background: theme.color.primary, color: '#fff' },
  gold: { background: theme.color.goldTint, color: theme.color.gold },
  success: { background: theme.color.successTint, color: theme.color.success },
  danger: { background: theme.color.dangerTint, color: theme.color.danger },
};

/** A small pill label: a tier, a status, a count. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: capitalize;
  white-space: nowrap;
  background: ${({ $tone = 'neutral' }) => tones[$tone].background};
  color: ${({ $tone = 'neutral' }) => tones[$tone].color};
`;
