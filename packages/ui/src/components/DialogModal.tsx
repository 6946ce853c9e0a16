import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { CloseIcon } from './icons.tsx';

import type { DialogProps } from './Dialog.tsx';
import { useText } from '../i18n.ts';

/** A modal dialog: focus is trapped and returned, Escape and the close button dismiss it (Radix). */
export function DialogModal({ open, onOpenChange, title, description, children }: DialogProps) {
  const { text } = useText();
  // Radix returns focus to its own Trigger; opened from any button, focus goes back to that button instead.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Header>
            <Title>{title}</Title>
            <RadixDialog.Close asChild>
              <Close aria-label={text('ui.dialog.close')}>
                <CloseIcon size={20} />
              </Close>
            </RadixDialog.Close>
          </Header>
          {description && <Description>{description}</Description>}
          {children}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${theme.color.overlay};
`;
const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 41;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(358px, calc(100vw - 32px));
  max-height: calc(100dvh - 48px);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  &:focus {
    outline: none;
  }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;
const Title = styled(RadixDialog.Title)`
  font-family: ${theme.font.display};
  font-size: ${theme.size.lg};
  font-weight: 800;
`;
const Description = styled(RadixDialog.Description)`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;
const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.tint};
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
