import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Stack } from './Stack.tsx';
import { useText } from '../i18n.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  /** The words of the button that does it (e.g. "Block"). */
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  /** What the step is about, shown above the buttons (say, the photo it deletes). */
  children?: ReactNode;
}

/** "Are you sure?" for a step that cannot be undone from here: the step in red, Cancel beside it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirm,
  pending,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const ui = useText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={text}>
      <Stack $gap="sm">
        {children}
        <Button variant="danger" size="lg" block disabled={pending} onClick={onConfirm}>
          {pending ? ui.text('ui.confirm.pending', { action: confirm }) : confirm}
        </Button>
        <Button variant="secondary" size="lg" block onClick={() => onOpenChange(false)}>
          {ui.text('ui.confirm.cancel')}
        </Button>
      </Stack>
    </Dialog>
  );
}
