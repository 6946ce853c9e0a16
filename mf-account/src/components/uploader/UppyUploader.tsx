import { UppyContextProvider, useUppyContext, useUppyState } from '@uppy/react';
import { Button, ProgressBar, theme } from '@wishlist/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { ChosenFiles } from './ChosenFiles.tsx';
import { type Choice, useChoice, useUpload } from './use-upload.ts';
import { type UploadingUppy, type UppyOptions, useUppy } from './use-uppy.ts';

export interface UploaderProps extends UppyOptions {
  /** The button that opens the file picker ('Add Photo'). */
  chooseLabel: string;
  /** The button that starts the upload, for this many chosen files. */
  uploadLabel: (count: number) => string;
  /** The progress bar's accessible name ('Uploading photos'). */
  progressLabel: string;
  /** Once files are stored: their object URLs, to put them on the profile. Handles its own errors. */
  onUploaded: (objectURLs: string[]) => Promise<void>;
  /** Said when more files were chosen than fit, and only the first `kept` were taken. */
  keptLabel: (chosen: number, kept: number) => string;
}

/** Uploader's props, but for the button it draws itself. */
export interface UppyUploaderProps extends Omit<UploaderProps, 'chooseLabel'> {
  /** The latest choice made with Uploader's button (possibly while this code loaded): added to Uppy once. */
  choice: Choice | null;
  /** Whether an upload is under way, for Uploader's button. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Choose files, see them, start the upload (never on its own), watch its progress. Uppy checks the restrictions
 * and reports a refused file with its own message for its default 5 s.
 */
export function UppyUploader({
  uploadLabel,
  progressLabel,
  onUploaded,
  keptLabel,
  choice,
  onBusyChange,
  ...options
}: UppyUploaderProps) {
  const uppy = useUppy(options);
  if (!uppy) return null;
  return (
    // The provider is typed for Uppy's default body; ours only adds the S3 fields.
    <UppyContextProvider uppy={uppy as unknown as Parameters<typeof UppyContextProvider>[0]['uppy']}>
      <Controls
        uppy={uppy}
        uploadLabel={uploadLabel}
        progressLabel={progressLabel}
        onUploaded={onUploaded}
        keptLabel={keptLabel}
        maxFiles={options.restrictions.maxNumberOfFiles ?? Infinity}
        choice={choice}
        onBusyChange={onBusyChange}
      />
    </UppyContextProvider>
  );
}

type ControlsProps = Pick<
  UppyUploaderProps,
  'uploadLabel' | 'progressLabel' | 'onUploaded' | 'keptLabel' | 'choice' | 'onBusyChange'
> & {
  uppy: UploadingUppy;
  maxFiles: number;
};

function Controls({
  uppy,
  uploadLabel,
  progressLabel,
  onUploaded,
  keptLabel,
  maxFiles,
  choice,
  onBusyChange,
}: ControlsProps) {
  const { status, progress } = useUppyContext();
  const files = Object.values(useUppyState(uppy, (state) => state.files));
  const messages = useUppyState(uppy, (state) => state.info);
  const trimmed = useChoice(uppy, choice, maxFiles - files.length, keptLabel);
  const { upload, saving } = useUpload(uppy, onUploaded);
  const busy = status === 'uploading' || saving;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <>
      {trimmed && (
        <Message role="status" $error={false}>
          {trimmed}
        </Message>
      )}
      {files.length > 0 && <ChosenFiles files={files} busy={busy} onRemove={(id) => uppy.removeFile(id)} />}
      {busy && <ProgressBar value={saving ? 100 : progress} label={progressLabel} />}
      {files.length > 0 && (
        <Button onClick={() => void upload()} disabled={busy}>
          {busy ? 'Uploading...' : uploadLabel(files.length)}
        </Button>
      )}
      {messages.map((message, index) => (
        <Message key={index} role={message.type === 'error' ? 'alert' : 'status'} $error={message.type === 'error'}>
          {message.message}
        </Message>
      ))}
    </>
  );
}

const Message = styled.p<{ $error: boolean }>`
  font-size: ${theme.size.xs};
  font-weight: 600;
  color: ${({ $error }) => ($error ? theme.color.danger : theme.color.muted)};
`;
