import { arrayMove } from '@dnd-kit/sortable';
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { shownOrder, storedOrder } from '@wishlist/shared-data/photo-order';
import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { useAddProfilePhoto } from '../api/add-profile-photo.ts';
import type { StoredFile } from '../../../components/uploader/use-uploads.ts';
import { useRemoveProfilePhoto, useReorderProfilePhotos } from '../api/manage-photos.ts';
import { useUpdateProfilePicture } from '../api/update-profile-picture.ts';
import { type AccountMessageId, useIntl } from '../../../i18n.ts';

/** The server refused this one file (it is not really a photo): the next ones may still go. */
const isRefusal = (error: unknown) => isApiError(error) && error.status === 400;

/** Tells a failed change in a toast titled `title`, with the server's reason. */
function useFailureToast() {
  const intl = useIntl();
  return (title: AccountMessageId) => (error: unknown) =>
    toast({ title: intl.formatMessage({ id: title }), description: apiMessage(error), variant: 'destructive' });
}

/** Puts the uploaded photos on the profile, and says how that went. */
export function useAddUploadedPhotos() {
  const addPhoto = useAddProfilePhoto();
  const intl = useIntl();
  return async (stored: StoredFile[]) => {
    // One at a time, so the photos keep the order they were chosen in; one the server refuses (not really a
    // photo) is named with its reason and the others still go on.
    let added = 0;
    for (const { objectURL: imageURL, description } of stored) {
      try {
        // Described at upload: the photo's text for everyone else from the start.
        await addPhoto.mutateAsync({ body: description ? { imageURL, description } : { imageURL } });
        added += 1;
      } catch (error) {
        toast({
          title: intl.formatMessage({ id: 'profile.photos.uploadFailed' }),
          description: apiMessage(error) ?? intl.formatMessage({ id: 'profile.photos.uploadFailedText' }),
          variant: 'destructive',
        });
        if (!isRefusal(error)) return;
      }
    }
    if (added > 0) toast({ title: intl.formatMessage({ id: 'profile.photos.uploaded' }, { count: added }) });
  };
}

/** Makes one of the photos the profile picture. */
export function useMakeProfilePicture() {
  const setPicture = useUpdateProfilePicture();
  const intl = useIntl();
  const failed = useFailureToast();
  const make = (imageURL: string) =>
    setPicture.mutate(
      { body: { imageURL } },
      {
        onSuccess: () => toast({ title: intl.formatMessage({ id: 'profile.photos.pictureUpdated' }) }),
        onError: failed('profile.photos.pictureFailed'),
      },
    );
  return { make, pending: setPicture.isPending };
}

/** The photos in the order shown (newest first), and moving one of them. */
export function usePhotoOrder(storedPhotos: string[]) {
  const reorder = useReorderProfilePhotos();
  const failed = useFailureToast();
  // The new order shows at once; the saved profile replaces it when the server answers.
  const [arranged, setArranged] = useState<string[] | null>(null);
  const photos = arranged ?? shownOrder(storedPhotos);
  const move = (from: number, to: number) => {
    const next = arrayMove(photos, from, to);
    setArranged(next);
    reorder.mutate(
      { body: { photos: storedOrder(next) } },
      { onError: failed('profile.photos.moveFailed'), onSettled: () => setArranged(null) },
    );
  };
  return { photos, move, pending: reorder.isPending };
}

/** Deleting a photo: asked about first, since the server deletes it for good. */
export function usePhotoDeletion() {
  const removePhoto = useRemoveProfilePhoto();
  const intl = useIntl();
  const failed = useFailureToast();
  /** The photo whose deletion is being asked about. */
  const [deleting, setDeleting] = useState<string | null>(null);
  const confirm = (imageURL: string) =>
    removePhoto.mutate(
      { query: { imageURL } },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: intl.formatMessage({ id: 'profile.photos.deleted' }) });
        },
        onError: failed('profile.photos.deleteFailed'),
      },
    );
  return { deleting, ask: setDeleting, cancel: () => setDeleting(null), confirm, pending: removePhoto.isPending };
}
