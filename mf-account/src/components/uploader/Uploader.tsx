import { type ComponentType, useEffect, useState } from 'react';
import type { UploaderProps } from './UppyUploader.tsx';

export type { UploaderProps };

/**
 * Choose files, see them, start the upload (UppyUploader). Uppy and its plugins are most of the profile screen's
 * code, and an uploader shows nothing until its Uppy exists (made after the first render): their code loads after
 * that render, so the screen starts without waiting for it (docs/architecture.md, "Loading fast on a phone").
 */
export function Uploader(props: UploaderProps) {
  const [Loaded, setLoaded] = useState<ComponentType<UploaderProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./UppyUploader.tsx').then(({ UppyUploader }) => mounted && setLoaded(() => UppyUploader));
    return () => {
      mounted = false;
    };
  }, []);
  return Loaded && <Loaded {...props} />;
}
