import { Stack, toast } from '@wishlist/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { ChooseFilesButton } from './ChooseFilesButton.tsx';
import type { UploaderProps, UppyUploaderProps } from './UppyUploader.tsx';
import type { Choice } from './use-upload.ts';

export type { UploaderProps };

let uppyUploader: Promise<ComponentType<UppyUploaderProps>> | undefined;

/** UppyUploader's code, loaded once for the page; a failed load is tried again next time. */
function loadUppyUploader(): Promise<ComponentType<UppyUploaderProps>> {
  uppyUploader ??= import('./UppyUploader.tsx').then(
    ({ UppyUploader }) => UppyUploader,
    (error: unknown) => {
      uppyUploader = undefined;
      throw error;
    },
  );
  return uppyUploader;
}

/**
 * Choose files, see them, start the upload (UppyUploader). Uppy and its plugins are most of the profile screen's
 * code: the button that opens the file picker shows at once (rendered by the edge too), and Uppy's code loads only
 * when someone is about to choose (a pointer down or focus on it), so a visit that uploads nothing never runs it
 * (docs/architecture.md, "Loading fast on a phone"). Files chosen before it has arrived wait for it.
 */
export function Uploader(props: UploaderProps) {
  const [Loaded, setLoaded] = useState<ComponentType<UppyUploaderProps> | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = (files: File[]) => {
    setChoice({ files });
    loadUppyUploader().then(
      (UppyUploader) => mounted.current && setLoaded(() => UppyUploader),
      () =>
        mounted.current &&
        toast({
          title: 'Upload failed',
          description: 'The uploader could not be loaded. Please check your connection and try again.',
          variant: 'destructive',
        }),
    );
  };

  return (
    <Stack $gap="sm">
      <ChooseFilesButton
        label={props.chooseLabel}
        restrictions={props.restrictions}
        disabled={busy}
        onAboutToChoose={() => void loadUppyUploader().catch(() => undefined)}
        onChoose={choose}
      />
      {Loaded && <Loaded {...props} choice={choice} onBusyChange={setBusy} />}
    </Stack>
  );
}
