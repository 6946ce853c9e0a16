import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';
import { controlStates } from './control-states.ts';

export type IconButtonVariant = 'plain' | 'primary' | 'pass';

interface Look {
  $variant: IconButtonVariant;
  $size: number;
}

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  plain: css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border: 1px solid ${theme.color.border};
  `,
  primary: css`
    background: ${theme.color.gradient};
    color: #fff;
    box-shadow: ${theme.shadow.raised};
  `,
  pass: css`
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    box-shadow: ${theme.shadow.card};
  `,
};

/** The smallest target a finger hits reliably (WCAG 2.5.5): a smaller `size` is drawn inside a 44 px target. */
const MIN_TARGET = 44;

// One styled button; IconLink renders it `as` a router link, so both carry the same look.
const StyledButton = styled.button<Look>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${String(Math.max($size, MIN_TARGET))}px`};
  height: ${({ $size }) => `${String(Math.max($size, MIN_TARGET))}px`};
  padding: 0;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  text-decoration: none;
  font-weight: 700;
  ${({ $variant }) => variants[$variant]}
  ${controlStates(2)}
`;

interface Common {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: number;
}

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & Common;

export function IconButton({ label, icon, variant = 'plain', size = 44, type = 'button', ...props }: IconButtonProps) {
  return (
    <StyledButton type={type} aria-label={label} title={label} $variant={variant} $size={size} {...props}>
      {icon}
    </StyledButton>
  );
}

export type IconLinkProps = Omit<ComponentProps<typeof Link>, 'children'> & Common;

/** A round icon that navigates. */
export function IconLink({ label, icon, variant = 'plain', size = 44, ...props }: IconLinkProps) {
  return (
    <StyledButton as={Link} aria-label={label} title={label} $variant={variant} $size={size} {...props}>
      {icon}
    </StyledButton>
  );
}
