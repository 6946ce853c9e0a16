import { useMutation } from '@tanstack/react-query';
import { createUploadUrlMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { useCallback } from 'react';
import type { GetUploadTarget } from '../../../components/uploader/put-file.ts';

/** Asks POST /api/objects/upload for a URL signed for exactly this file's type and size. */
export function useUploadTarget(kind: 'photo' | 'video'): GetUploadTarget {
  const { mutateAsync } = useMutation(createUploadUrlMutation());
  return useCallback(
    (file) => mutateAsync({ body: { kind, contentType: file.type, size: file.size } }),
    [kind, mutateAsync],
  );
}
