import type { ReactNode } from 'react';
import { lazyModal } from './lazy-modal.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog: focus is trapped and returned, Escape and the close button dismiss it (DialogModal.tsx). */
export const Dialog = lazyModal<DialogProps>(
  async () => ({ default: (await import('./DialogModal.tsx')).DialogModal }),
  ({ open }) => open,
);
