import type { AwsBody } from '@uppy/aws-s3';
import type { Meta, UppyFile } from '@uppy/core';
import { toast } from '@wishlist/ui';
import { useEffect, useRef, useState } from 'react';
import type { UploadingUppy } from './use-uppy.ts';

/** Files chosen in the picker at one time: a new object each time, so choosing the same files again is a choice too. */
export interface Choice {
  files: File[];
}

/**
 * Adds each choice to Uppy once, for this Uppy (React's strict mode runs an effect twice). Spec §5 allows 5 at a
 * time: of more, the first ones that fit are kept and the rest named (the returned message), instead of Uppy
 * refusing them all. With no room left, Uppy's own refusal says so.
 */
export function useChoice(
  uppy: UploadingUppy,
  choice: Choice | null,
  room: number,
  keptLabel: (chosen: number, kept: number) => string,
): string | null {
  const [trimmed, setTrimmed] = useState<string | null>(null);
  const taken = useRef<Choice | null>(null);
  useEffect(() => {
    if (!choice || taken.current === choice) return;
    taken.current = choice;
    const chosen = choice.files;
    const kept = room > 0 ? chosen.slice(0, room) : chosen;
    setTrimmed(kept.length < chosen.length ? keptLabel(chosen.length, kept.length) : null);
    if (kept.length > 0) uppy.addFiles(kept.map((file) => ({ name: file.name, type: file.type, data: file })));
  });
  return trimmed;
}

/**
 * Sends the chosen files, then hands the stored ones' URLs to `onUploaded` (`saving` meanwhile) and takes them off
 * the list; the ones that failed are told in a toast.
 */
export function useUpload(uppy: UploadingUppy, onUploaded: (objectURLs: string[]) => Promise<void>) {
  const [saving, setSaving] = useState(false);
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
    tellFailed(result?.failed ?? []);
  };
  return { upload, saving };
}

/** The server's own reason when it refused them all for one; otherwise how many failed. */
function tellFailed(failed: UppyFile<Meta, AwsBody>[]) {
  if (failed.length === 0) return;
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
