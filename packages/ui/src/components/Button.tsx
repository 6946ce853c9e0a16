import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';
import { controlStates } from './control-states.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.gradient};
    color: #fff;
    box-shadow: ${theme.shadow.card};
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.primaryStrong};
    border: 2px solid ${theme.color.border};
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.primaryStrong};
  `,
  danger: css`
    background: ${theme.color.danger};
    color: #fff;
  `,
};

// 44 px at the least: the smallest target a finger hits reliably (WCAG 2.5.5).
const heights: Record<ButtonSize, string> = { sm: '44px', md: '46px', lg: '54px' };

// One styled button; ButtonLink renders it `as` a router link, so both carry the same look.
const StyledButton = styled.button<Look>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${({ $size = 'md' }) => heights[$size]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: 0 ${({ $size = 'md' }) => ($size === 'sm' ? '14px' : '24px')};
  border: 0;
  border-radius: ${theme.radius.pill};
  font-size: ${({ $size = 'md' }) => ($size === 'sm' ? theme.size.xs : theme.size.sm)};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: transform 0.15s ease, opacity 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  ${controlStates(3)}
`;

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

export type ButtonProps = ComponentProps<'button'> & LookProps;

export function Button({ variant, size, block, type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...props} />;
}

export type ButtonLinkProps = ComponentProps<typeof Link> & LookProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, ...props }: ButtonLinkProps) {
  return <StyledButton as={Link} $variant={variant} $size={size} $block={block} {...props} />;
}
