import { Stack, toast } from '@wishlist/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { ChooseFilesButton } from './ChooseFilesButton.tsx';
import type { Choice, UploaderProps, UploadPanelProps } from './UploadPanel.tsx';
import { useIntl } from '../../i18n.ts';

export type { UploaderProps };

let uploadPanel: Promise<ComponentType<UploadPanelProps>> | undefined;

/** UploadPanel's code, loaded once for the page; a failed load is tried again next time. */
function loadUploadPanel(): Promise<ComponentType<UploadPanelProps>> {
  uploadPanel ??= import('./UploadPanel.tsx').then(
    ({ UploadPanel }) => UploadPanel,
    (error: unknown) => {
      uploadPanel = undefined;
      throw error;
    },
  );
  return uploadPanel;
}

/**
 * Choose files, see them, start the upload (UploadPanel). The button that opens the file picker shows at once
 * (rendered by the edge too); the code that checks, lists and sends files loads only when someone is about to
 * choose (a pointer down or focus on it), so a visit that uploads nothing never loads it (docs/architecture.md,
 * "Loading fast on a phone"). Files chosen before it has arrived wait for it.
 */
export function Uploader(props: UploaderProps) {
  const [Loaded, setLoaded] = useState<ComponentType<UploadPanelProps> | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = (files: File[]) => {
    setChoice({ files });
    loadUploadPanel().then(
      (UploadPanel) => mounted.current && setLoaded(() => UploadPanel),
      () =>
        mounted.current &&
        toast({
          title: intl.formatMessage({ id: 'uploader.loadFailed' }),
          description: intl.formatMessage({ id: 'uploader.loadFailedText' }),
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
        onAboutToChoose={() => void loadUploadPanel().catch(() => undefined)}
        onChoose={choose}
      />
      {Loaded && <Loaded {...props} choice={choice} onBusyChange={setBusy} />}
    </Stack>
  );
}
