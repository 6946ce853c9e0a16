import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta, type Restrictions } from '@uppy/core';
import ThumbnailGenerator from '@uppy/thumbnail-generator';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where one file goes: a presigned URL to PUT it to, and the URL it can be read from once there. */
export interface UploadTarget {
  uploadURL: string;
  objectURL: string;
  /** Headers the URL was signed with, when the server asks for them. */
  headers?: Record<string, string>;
}

export type GetUploadTarget = (file: { type: string; size: number }) => Promise<UploadTarget>;

export type UploadingUppy = Uppy<Meta, AwsBody>;

export interface UppyOptions {
  /** Unique on the page: it also names the file input. */
  id: string;
  restrictions: Pick<Restrictions, 'maxNumberOfFiles' | 'maxFileSize' | 'allowedFileTypes'>;
  getTarget: GetUploadTarget;
}

/**
 * An Uppy that never starts on its own (Uppy's default) and sends each file with one presigned PUT: the AWS S3
 * plugin asks `getTarget` (POST /api/objects/upload) for the URL just before the file goes, and the file's
 * `response.body.key` is then the object's URL. Made in an effect and destroyed with the component, so React's
 * strict-mode remount gets a fresh instance; null until then.
 */
export function useUppy(options: UppyOptions): UploadingUppy | null {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [uppy, setUppy] = useState<UploadingUppy | null>(null);

  useEffect(() => {
    const { id, restrictions } = latest.current;
    const instance: UploadingUppy = new Uppy<Meta, AwsBody>({ id, restrictions });
    // Each chosen image gets a small preview (`file.preview`), made in the browser before anything is sent.
    instance.use(ThumbnailGenerator<Meta, AwsBody>, { thumbnailWidth: 240, waitForThumbnailsBeforeUpload: false });
    instance.use(AwsS3<Meta, AwsBody>, {
      shouldUseMultipart: false,
      // The key only lets the signer find the file it signs for; the server chooses the real object key.
      generateObjectKey: (file) => file.id,
      signRequest: async (request) => {
        const file = instance.getFile(request.key);
        const target = await latest.current
          .getTarget({ type: file.type, size: file.size ?? 0 })
          .catch((error: unknown) => {
            // The server's reason (a type it does not take, the day's uploads used, no room left) is kept for the toast.
            const refusal = apiMessage(error);
            if (refusal) instance.setFileMeta(file.id, { refusal });
            throw error;
          });
        return { url: target.uploadURL, key: target.objectURL, headers: target.headers };
      },
    });
    setUppy(instance);
    return () => instance.destroy();
  }, []);

  return uppy;
}
