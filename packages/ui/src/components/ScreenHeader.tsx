import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { keepClearOfToasts } from './Toast.tsx';
import { ArrowLeftIcon } from './icons.tsx';
import { IconLink } from './IconButton.tsx';
import { useText } from '../i18n.ts';

export interface ScreenHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes; no arrow without it. */
  backTo?: string;
  backLabel?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The top bar of a screen: back arrow, title, actions. */
export function ScreenHeader({ title, backTo, backLabel, actions }: ScreenHeaderProps) {
  const { text } = useText();
  return (
    <Bar {...keepClearOfToasts}>
      {backTo && (
        <IconLink
          to={backTo}
          label={backLabel ?? text('ui.header.back')}
          icon={<ArrowLeftIcon size={22} />}
          size={40}
        />
      )}
      <Title>{title}</Title>
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 60px;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.background};
`;
// A title longer than the bar (a longer language) wraps rather than losing its end.
const Title = styled.h1`
  flex: 1;
  min-width: 0;
  font-family: ${theme.font.display};
  font-size: ${theme.size.lg};
  font-weight: 800;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;
