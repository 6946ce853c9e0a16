import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { ButtonLink } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { LockIcon } from './icons.tsx';
import { Text } from './Text.tsx';
import { useText } from '../i18n.ts';

export interface UpgradePromptProps {
  /** What is locked: 'See who likes you'. */
  title: string;
  /** Why it is worth it, and which plan has it. */
  text: ReactNode;
  /** The plan to name on the button: the cheapest that has the feature, from the plans answer. */
  plan: string;
}

/** A locked feature in place: what it is, which plan has it, and the way to /pricing. */
export function UpgradePrompt({ title, text, plan }: UpgradePromptProps) {
  const ui = useText();
  return (
    <Box role="group" aria-label={title}>
      <Lock>
        <LockIcon size={20} />
      </Lock>
      <Text as="strong" $size="md" $weight={800}>
        {title}
      </Text>
      <Text $tone="muted" $size="sm" $leading={1.45}>
        {text}
      </Text>
      <ButtonLink to="/pricing" block>
        {ui.text('ui.upgrade.button', { plan })}
      </ButtonLink>
    </Box>
  );
}

interface UpgradeDialogProps extends Omit<UpgradePromptProps, 'title'> {
  /** The locked feature, as the dialog's title; null while closed. */
  title: string | null;
  onClose: () => void;
}

/** The upgrade prompt a locked button opens: a tap on a locked feature always answers. */
export function UpgradeDialog({ title, text, plan, onClose }: UpgradeDialogProps) {
  const ui = useText();
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()} title={title ?? ''} description={text}>
      <ButtonLink to="/pricing" block onClick={onClose}>
        {ui.text('ui.upgrade.button', { plan })}
      </ButtonLink>
    </Dialog>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  text-align: center;
  & > a {
    margin-top: ${theme.space.sm};
  }
`;
const Lock = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.color.goldTint};
  color: ${theme.color.gold};
`;
