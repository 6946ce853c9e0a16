import { UppyContextProvider, useFileInput, useUppyContext, useUppyState } from '@uppy/react';
import { Button, Chip, ChipList, PlusIcon, ProgressBar, Stack, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
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
}

/**
 * Choose files, see them, start the upload (never on its own), watch its progress. Uppy checks the restrictions
 * and reports a refused file with its own message for its default 5 s.
 */
export function Uploader({ chooseLabel, uploadLabel, progressLabel, onUploaded, ...options }: UploaderProps) {
  const uppy = useUppy(options);
  if (!uppy) return null;
  return (
    // The provider is typed for Uppy's default body; ours only adds the S3 fields.
    <UppyContextProvider uppy={uppy as unknown as Parameters<typeof UppyContextProvider>[0]['uppy']}>
      <Controls
        uppy={uppy}
        chooseLabel={chooseLabel}
        uploadLabel={uploadLabel}
        progressLabel={progressLabel}
        onUploaded={onUploaded}
      />
    </UppyContextProvider>
  );
}

type ControlsProps = Pick<UploaderProps, 'chooseLabel' | 'uploadLabel' | 'progressLabel' | 'onUploaded'> & { uppy: UploadingUppy };

function Controls({ uppy, chooseLabel, uploadLabel, progressLabel, onUploaded }: ControlsProps) {
  const { status, progress } = useUppyContext();
  const fileInput = useFileInput();
  const files = Object.values(useUppyState(uppy, (state) => state.files));
  const messages = useUppyState(uppy, (state) => state.info);
  const [saving, setSaving] = useState(false);
  const busy = status === 'uploading' || saving;

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
    const failed = result?.failed?.length ?? 0;
    if (failed > 0) {
      toast({
        title: 'Upload failed',
        description: `${String(failed)} ${failed === 1 ? 'file' : 'files'} could not be uploaded. Please try again.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack $gap="sm">
      <input {...fileInput.getInputProps()} hidden />
      <Button {...fileInput.getButtonProps()} variant="secondary" disabled={busy}>
        <PlusIcon size={18} />
        {chooseLabel}
      </Button>
      {files.length > 0 && (
        <ChipList aria-label="Chosen files">
          {files.map((file) => (
            <Chip
              key={file.id}
              label={`${file.name ?? 'file'} (${formatFileSize(file.size ?? 0)})`}
              onRemove={busy ? undefined : () => uppy.removeFile(file.id)}
            />
          ))}
        </ChipList>
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
    </Stack>
  );
}

const Message = styled.p<{ $error: boolean }>`
  font-size: ${theme.size.xs};
  font-weight: 600;
  color: ${({ $error }) => ($error ? theme.color.danger : theme.color.muted)};
`;
