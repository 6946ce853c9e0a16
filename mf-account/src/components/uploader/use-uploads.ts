import { apiMessage } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { useEffect, useRef, useState } from 'react';
import { type GetUploadTarget, putFile } from './put-file.ts';
import { type Restrictions, sortChoice } from './restrictions.ts';
import { makeThumbnail } from './thumbnail.ts';
import { type AccountIntl, useIntl } from '../../i18n.ts';

/** A file on the list, from its choice until it is stored and put on the profile. */
export interface Upload {
  id: string;
  file: File;
  /** A small picture of an image (an object URL), once made. */
  preview?: string;
  /** Bytes sent in its current try. */
  sent: number;
  state: 'chosen' | 'sending' | 'stored' | 'failed';
  /** What the photo shows, in the owner's words, when the uploader asks for it ('' for none). */
  description: string;
}

/** A file stored and what its owner said it shows. */
export interface StoredFile {
  objectURL: string;
  description: string;
}

/** One outcome of sending a file. */
type Sent = StoredFile | { refusal: string | null };

let lastId = 0;
const nextId = () => `upload-${String((lastId += 1))}`;

/**
 * The list of chosen files and its changes. The list is kept in a ref too, so that a choice is checked against the
 * files listed at that moment, even between renders.
 */
function useUploadList() {
  const current = useRef<Upload[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (change: (uploads: Upload[]) => Upload[]) => {
    current.current = change(current.current);
    setUploads(current.current);
  };
  const patch = (id: string, changes: Partial<Upload>) =>
    update((list) => list.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)));
  const remove = (ids: readonly string[]) => {
    for (const upload of current.current)
      if (ids.includes(upload.id) && upload.preview) URL.revokeObjectURL(upload.preview);
    update((list) => list.filter((upload) => !ids.includes(upload.id)));
  };
  // Leaving the page lets go of every picture made.
  useEffect(
    () => () => {
      for (const upload of current.current) if (upload.preview) URL.revokeObjectURL(upload.preview);
    },
    [],
  );
  return { uploads, current, update, patch, remove };
}

/** How long a refusal stays: long enough to read it. */
const MESSAGE_MS = 5000;

/** Messages said for a few seconds (a refused file), as an alert. */
function useFleetingMessages() {
  const [messages, setMessages] = useState<{ id: string; text: string }[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const say = (texts: string[]) => {
    const said = texts.map((text) => ({ id: nextId(), text }));
    setMessages((shown) => [...shown, ...said]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((shown) => shown.filter((message) => !said.includes(message)));
    }, MESSAGE_MS);
    timers.current.add(timer);
  };
  return { messages, say };
}

export interface UploadsOptions {
  restrictions: Restrictions;
  getTarget: GetUploadTarget;
  /** Once files are stored: their object URLs and descriptions, to put them on the profile. Handles its own errors. */
  onUploaded: (stored: StoredFile[]) => Promise<void>;
  /** Said when more files were chosen than fit, and only the first `kept` were taken. */
  keptLabel: (chosen: number, kept: number) => string;
}

type UploadList = ReturnType<typeof useUploadList>;

/**
 * Adds what is chosen to the list: each file checked (`sortChoice`; a refused one is told for a few seconds), and an
 * image given its thumbnail.
 */
function useChoosing(list: UploadList, { restrictions, keptLabel }: UploadsOptions) {
  const { messages, say } = useFleetingMessages();
  const [trimmed, setTrimmed] = useState<string | null>(null);
  const intl = useIntl();

  const addPreview = async ({ id, file }: Upload) => {
    const preview = await makeThumbnail(file);
    if (!preview) return;
    // Removed meanwhile: the picture is not needed.
    if (list.current.current.some((upload) => upload.id === id)) list.patch(id, { preview });
    else URL.revokeObjectURL(preview);
  };

  const add = (chosen: File[]) => {
    const listed = list.current.current.map((upload) => upload.file);
    const sorted = sortChoice(chosen, listed, restrictions, intl);
    say(sorted.refusals);
    setTrimmed(sorted.trimmed && keptLabel(sorted.trimmed.chosen, sorted.trimmed.kept));
    const added = sorted.taken.map(
      (file): Upload => ({ id: nextId(), file, sent: 0, state: 'chosen', description: '' }),
    );
    list.update((uploads) => [...uploads, ...added]);
    for (const upload of added) void addPreview(upload);
  };
  return { messages, trimmed, add };
}

/**
 * Sends the files not stored yet, each with one presigned PUT: `getTarget` (POST /api/objects/upload) signs a URL
 * for its type and size just before it goes. The stored ones are handed to `onUploaded` (`saving` meanwhile) and
 * leave the list; the failed ones stay, told in a toast, and the next `upload` tries them again. Leaving the page
 * stops what is under way.
 */
function useSending(list: UploadList, { getTarget, onUploaded }: UploadsOptions) {
  const [saving, setSaving] = useState(false);
  const intl = useIntl();
  const stop = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);

  const send = async ({ id, file, description }: Upload, signal: AbortSignal): Promise<Sent> => {
    try {
      const target = await getTarget({ type: file.type, size: file.size });
      await putFile(target, file, (sent) => list.patch(id, { sent }), signal);
      list.patch(id, { state: 'stored', sent: file.size });
      return { objectURL: target.objectURL, description: description.trim() };
    } catch (error) {
      list.patch(id, { state: 'failed' });
      // The server's reason (a type it does not take, the day's uploads used, no room left) is kept for the toast.
      return { refusal: apiMessage(error) ?? null };
    }
  };

  const upload = async () => {
    const signal = stop.current?.signal ?? AbortSignal.abort();
    const waiting = list.current.current.filter((entry) => entry.state === 'chosen' || entry.state === 'failed');
    for (const { id } of waiting) list.patch(id, { state: 'sending', sent: 0 });
    const results = await Promise.all(waiting.map((entry) => send(entry, signal)));
    if (signal.aborted) return;
    const stored = results.flatMap((result) => ('objectURL' in result ? [result] : []));
    if (stored.length > 0) {
      setSaving(true);
      try {
        await onUploaded(stored);
      } finally {
        list.remove(list.current.current.filter((entry) => entry.state === 'stored').map((entry) => entry.id));
        setSaving(false);
      }
    }
    tellFailed(
      results.flatMap((result) => ('refusal' in result ? [result.refusal] : [])),
      intl,
    );
  };
  return { saving, upload };
}

/** Chosen files and their upload, which starts only when asked (`upload`). */
export function useUploads(options: UploadsOptions) {
  const list = useUploadList();
  const { messages, trimmed, add } = useChoosing(list, options);
  const { saving, upload } = useSending(list, options);
  const busy = saving || list.uploads.some((entry) => entry.state === 'sending');
  const describe = (id: string, description: string) => list.patch(id, { description });
  return { uploads: list.uploads, messages, trimmed, saving, busy, add, remove: list.remove, describe, upload };
}

/** The server's own reason when it refused them all for one; otherwise how many failed. */
function tellFailed(refusals: (string | null)[], intl: AccountIntl) {
  if (refusals.length === 0) return;
  const reasons = new Set(refusals);
  const [reason] = reasons;
  toast({
    title: intl.formatMessage({ id: 'uploader.failed' }),
    description:
      reasons.size === 1 && reason
        ? reason
        : intl.formatMessage({ id: 'uploader.failedFiles' }, { count: refusals.length }),
    variant: 'destructive',
  });
}
