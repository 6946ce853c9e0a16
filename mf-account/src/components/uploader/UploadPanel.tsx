import { Button, ProgressBar, theme } from '@wishlist/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ChosenFiles } from './ChosenFiles.tsx';
import type { GetUploadTarget } from './put-file.ts';
import { percentSent, progressAnnouncement } from './progress.ts';
import type { Restrictions } from './restrictions.ts';
import { type StoredFile, type Upload, useUploads } from './use-uploads.ts';
import { useIntl } from '../../i18n.ts';

export interface UploaderProps {
  restrictions: Restrictions;
  /** Signs a URL for one file (POST /api/objects/upload). */
  getTarget: GetUploadTarget;
  /** The button that opens the file picker ('Add Photo'). */
  chooseLabel: string;
  /** The button that starts the upload, for this many chosen files. */
  uploadLabel: (count: number) => string;
  /** The progress bar's accessible name ('Uploading photos'). */
  progressLabel: string;
  /** Once files are stored: their object URLs and descriptions, to put them on the profile. Handles its own errors. */
  onUploaded: (stored: StoredFile[]) => Promise<void>;
  /** Asks what each chosen photo shows (optional), to be its text for people who cannot see it. */
  describable?: boolean;
  /** Said when more files were chosen than fit, and only the first `kept` were taken. */
  keptLabel: (chosen: number, kept: number) => string;
}

/** Files chosen in the picker at one time: a new object each time, so choosing the same files again is a choice too. */
export interface Choice {
  files: File[];
}

/** Uploader's props, but for the button it draws itself. */
export interface UploadPanelProps extends Omit<UploaderProps, 'chooseLabel'> {
  /** The latest choice made with Uploader's button (possibly while this code loaded): added to the list once. */
  choice: Choice | null;
  /** Whether an upload is under way, for Uploader's button. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The chosen files, the button that starts their upload (never on its own) and its progress, said aloud too. A
 * refused file is told with its reason for 5 s.
 */
export function UploadPanel({
  uploadLabel,
  progressLabel,
  choice,
  onBusyChange,
  describable = false,
  ...options
}: UploadPanelProps) {
  const { uploads, messages, trimmed, saving, busy, add, remove, describe, upload } = useUploads(options);
  const intl = useIntl();
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Each choice once (React's strict mode runs an effect twice).
  const taken = useRef<Choice | null>(null);
  useEffect(() => {
    if (!choice || taken.current === choice) return;
    taken.current = choice;
    add(choice.files);
  });
  const sending = uploads.filter((entry) => entry.state !== 'chosen');
  const percent = saving ? 100 : percentSent(sending.map(({ sent, file }) => ({ sent, size: file.size })));

  return (
    <>
      {trimmed && (
        <Message role="status" $error={false}>
          {trimmed}
        </Message>
      )}
      {uploads.length > 0 && (
        <ChosenFiles
          files={uploads.map(shown)}
          busy={busy}
          onRemove={(id) => remove([id])}
          onDescribe={describable ? describe : undefined}
        />
      )}
      {busy && <ProgressBar value={percent} label={progressLabel} />}
      <Announced aria-live="polite">{busy ? progressAnnouncement(progressLabel, percent) : ''}</Announced>
      {uploads.length > 0 && (
        <Button onClick={() => void upload()} disabled={busy}>
          {busy ? intl.formatMessage({ id: 'uploader.uploading' }) : uploadLabel(uploads.length)}
        </Button>
      )}
      {messages.map((message) => (
        <Message key={message.id} role="alert" $error>
          {message.text}
        </Message>
      ))}
    </>
  );
}

/** What the list shows of an upload. */
const shown = ({ id, file, preview, sent, state, description }: Upload) => ({
  id,
  name: file.name,
  preview,
  size: file.size,
  percentage: percentSent([{ sent, size: file.size }]),
  failed: state === 'failed',
  description,
});

const Message = styled.p<{ $error: boolean }>`
  font-size: ${theme.size.xs};
  font-weight: 600;
  color: ${({ $error }) => ($error ? theme.color.danger : theme.color.muted)};
`;

/** Heard, not seen: the progress bar shows the same. */
const Announced = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
