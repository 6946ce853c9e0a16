import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../theme.ts';
import { Heading, Text } from './Text.tsx';

/** A centred spinner and its text, announced politely ('Finding amazing people...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <Centre role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <Muted $tone="muted" $size="sm" $leading={1.5}>
        {text}
      </Muted>
    </Centre>
  );
}

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  /** A button or link that gets the person going again. */
  action?: ReactNode;
  /** 1 when the state is the whole screen (its title is then the page's heading); 2 by default. */
  headingLevel?: 1 | 2;
}

/** What a screen shows when there is nothing (yet), or when something could not be loaded. */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Centre>
      {icon && <IconCircle>{icon}</IconCircle>}
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} $size="lg">
        {title}
      </Heading>
      {text && (
        <Muted $tone="muted" $size="sm" $leading={1.5}>
          {text}
        </Muted>
      )}
      {action}
    </Centre>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Centre = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
`;
const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border: 4px solid ${theme.color.tint};
  border-top-color: ${theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.color.tint};
  color: ${theme.color.primary};
`;
const Muted = styled(Text)`
  max-width: 300px;
`;
