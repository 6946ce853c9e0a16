import { lazyModal } from './lazy-modal.tsx';

export interface ViewedPhoto {
  src: string;
  alt: string;
}

export interface PhotoViewerProps {
  /** The photo shown first; null: closed. */
  openAt: number | null;
  onClose: () => void;
  /** The dialog's accessible name ('Photos of Maya'). */
  title: string;
  photos: ViewedPhoto[];
}

/** Photos full screen, one at a time (PhotoViewerModal.tsx). */
export const PhotoViewer = lazyModal<PhotoViewerProps>(
  async () => ({ default: (await import('./PhotoViewerModal.tsx')).PhotoViewerModal }),
  ({ openAt }) => openAt !== null,
);
