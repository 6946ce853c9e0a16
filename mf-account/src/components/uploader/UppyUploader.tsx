import { UppyContextProvider, useUppyContext, useUppyState } from '@uppy/react';
import { Button, CloseIcon, IconButton, ProgressBar, theme, toast } from '@wishlist/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatFileSize } from './format-file-size.ts';
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

/** Files chosen in the picker at one time: a new object each time, so choosing the same files again is a choice too. */
export interface Choice {
  files: File[];
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
  const [saving, setSaving] = useState(false);
  const [trimmed, setTrimmed] = useState<string | null>(null);
  const busy = status === 'uploading' || saving;

  // Spec §5 allows 5 at a time: of more, the first ones that fit are kept and the rest named, instead of Uppy
  // refusing them all. With no room left, Uppy's own refusal says so.
  const choose = (chosen: File[]) => {
    const room = maxFiles - files.length;
    const kept = room > 0 ? chosen.slice(0, room) : chosen;
    setTrimmed(kept.length < chosen.length ? keptLabel(chosen.length, kept.length) : null);
    if (kept.length > 0) uppy.addFiles(kept.map((file) => ({ name: file.name, type: file.type, data: file })));
  };
  // Each choice once, for this Uppy (React's strict mode runs an effect twice).
  const taken = useRef<Choice | null>(null);
  useEffect(() => {
    if (!choice || taken.current === choice) return;
    taken.current = choice;
    choose(choice.files);
  });
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const upload = async () => {
    const result = await uppy.upload();
    const stored = result?.successful ?? [];
    if (stored.length > 0) {
      setSaving(true);
      try {
        await onUploaded(stored.flatMap((file) => (file.response?.body?.key ? [file.response.body.key] : [])));
      } finally {
        uppy.removeFiles(stored.map((file) => file.id));
        setSaving(false);
      }
    }
    const failed = result?.failed ?? [];
    if (failed.length > 0) {
      // The server's own reason when it refused them all for one; otherwise how many failed.
      const reasons = new Set(failed.map((file) => (typeof file.meta.refusal === 'string' ? file.meta.refusal : null)));
      const [reason] = reasons;
      toast({
        title: 'Upload failed',
        description:
          reasons.size === 1 && reason
            ? reason
            : `${String(failed.length)} ${failed.length === 1 ? 'file' : 'files'} could not be uploaded. Please try again.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {trimmed && (
        <Message role="status" $error={false}>
          {trimmed}
        </Message>
      )}
      {files.length > 0 && (
        <Chosen aria-label="Chosen files">
          {files.map((file) => {
            const name = file.name ?? 'file';
            return (
              <Tile key={file.id}>
                {file.preview ? <Thumb src={file.preview} alt={name} /> : <NoThumb aria-hidden="true" />}
                <TileText>
                  <FileName>{name}</FileName>
                  {busy ? (
                    <ProgressBar value={file.progress.percentage ?? 0} label={`Uploading ${name}`} />
                  ) : (
                    <FileSize>{formatFileSize(file.size ?? 0)}</FileSize>
                  )}
                </TileText>
                {!busy && (
                  <IconButton
                    label={`Remove ${name} (${formatFileSize(file.size ?? 0)})`}
                    icon={<CloseIcon size={18} />}
                    onClick={() => uppy.removeFile(file.id)}
                  />
                )}
              </Tile>
            );
          })}
        </Chosen>
      )}
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

const Chosen = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 6px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
`;
const thumbSize = `
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 8px;
`;
const Thumb = styled.img`
  ${thumbSize}
  object-fit: cover;
`;
const NoThumb = styled.span`
  ${thumbSize}
  background: ${theme.color.border};
`;
const TileText = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const FileName = styled.span`
  overflow: hidden;
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const FileSize = styled.span`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;
const Message = styled.p<{ $error: boolean }>`
  font-size: ${theme.size.xs};
  font-weight: 600;
  color: ${({ $error }) => ($error ? theme.color.danger : theme.color.muted)};
`;
