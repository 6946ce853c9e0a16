import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage, isApiError } from '@wishlist/mf-shared/api-client';
import { shownOrder, storedOrder } from '@wishlist/mf-shared/photo-order';
import { ArrowLeftIcon, ConfirmDialog, IconButton, theme, toast, TrashIcon, UserIcon } from '@wishlist/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Uploader } from '../../../components/uploader/Uploader.tsx';
import { useAddProfilePhoto } from '../api/add-profile-photo.ts';
import { useUploadTarget } from '../api/create-upload-url.ts';
import { useRemoveProfilePhoto, useReorderProfilePhotos } from '../api/manage-photos.ts';
import { useUpdateProfilePicture } from '../api/update-profile-picture.ts';
import { Section, SectionText } from './Section.tsx';

/**
 * Spec §5: at most 5 photos at a time, each at most 10 MB, of the types the server decodes (an iPhone offers its
 * HEIC photos as JPEG when HEIC is not listed).
 */
const photoRestrictions = {
  maxNumberOfFiles: 5,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
};

/** The grid shows a photo's thumbnail (at most 400 px) when the server made one: uploads, not the demo pictures. */
export const thumbnailOf = (url: string) => (url.startsWith('/media/users/') ? `${url}?variant=thumbnail` : url);

const keptLabel = (chosen: number, kept: number) =>
  `You chose ${String(chosen)} photos; only the first ${String(kept)} ${kept === 1 ? 'was' : 'were'} kept.`;

/** The server refused this one file (it is not really a photo): the next ones may still go. */
const isRefusal = (error: unknown) => isApiError(error) && error.status === 400;

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: apiMessage(error), variant: 'destructive' });

/**
 * The 'Add Photo' uploader and the photos, newest first (so a new upload is always in sight): each can become the
 * profile picture, be deleted (asked once more: the server deletes it for good), or be moved, by pressing and
 * dragging it (touch or mouse) or with its Move button.
 */
export function PhotosSection({ profile }: { profile: OwnProfile }) {
  const getTarget = useUploadTarget('photo');
  const addPhoto = useAddProfilePhoto();
  const setPicture = useUpdateProfilePicture();
  const removePhoto = useRemoveProfilePhoto();
  const reorder = useReorderProfilePhotos();
  // The new order shows at once; the saved profile replaces it when the server answers.
  const [arranged, setArranged] = useState<string[] | null>(null);
  /** The photo whose deletion is being asked about. */
  const [deleting, setDeleting] = useState<string | null>(null);
  const photos = arranged ?? shownOrder(profile.instagramPhotos);
  // A press held for a moment starts a drag; a quick swipe still scrolls the page.
  const sensors = useSensors(
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
  );

  const addUploaded = async (imageURLs: string[]) => {
    // One at a time, so the photos keep the order they were chosen in; one the server refuses (not really a
    // photo) is named with its reason and the others still go on.
    let added = 0;
    for (const imageURL of imageURLs) {
      try {
        await addPhoto.mutateAsync({ body: { imageURL } });
        added += 1;
      } catch (error) {
        toast({
          title: 'Upload failed',
          description: apiMessage(error) ?? 'Your photos could not be added. Please try again.',
          variant: 'destructive',
        });
        if (!isRefusal(error)) return;
      }
    }
    if (added > 0) toast({ title: added === 1 ? 'Photo uploaded successfully!' : 'Photos uploaded successfully!' });
  };

  const makeProfilePicture = (imageURL: string) =>
    setPicture.mutate(
      { body: { imageURL } },
      {
        onSuccess: () => toast({ title: 'Profile picture updated successfully!' }),
        onError: failed('Failed to update profile picture'),
      },
    );

  const move = (from: number, to: number) => {
    const next = arrayMove(photos, from, to);
    setArranged(next);
    reorder.mutate(
      { body: { photos: storedOrder(next) } },
      { onError: failed('Failed to move the photo'), onSettled: () => setArranged(null) },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(photos.indexOf(String(active.id)), photos.indexOf(String(over.id)));
  };

  const deletePhoto = (imageURL: string) =>
    removePhoto.mutate(
      { query: { imageURL } },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: 'Photo deleted' });
        },
        onError: failed('Failed to delete the photo'),
      },
    );

  const busy = setPicture.isPending || removePhoto.isPending || reorder.isPending;

  return (
    <Section title="Photos">
      <Uploader
        id="profile-photos"
        restrictions={photoRestrictions}
        getTarget={getTarget}
        chooseLabel="Add Photo"
        uploadLabel={(count) => (count === 1 ? 'Upload 1 Photo' : `Upload ${String(count)} Photos`)}
        progressLabel="Uploading photos"
        onUploaded={addUploaded}
        keptLabel={keptLabel}
      />
      {photos.length === 0 ? (
        <SectionText>No photos yet. Add up to 5 at a time (JPEG, PNG, WebP or AVIF), each up to 10 MB.</SectionText>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos} strategy={rectSortingStrategy}>
            <Grid aria-label="Your photos">
              {photos.map((url, index) => (
                <PhotoTile key={url} url={url} number={index + 1}>
                  {url === profile.profilePhoto ? (
                    <Current>Profile picture</Current>
                  ) : (
                    <Corner $at="bottom-right">
                      <IconButton
                        label={`Make photo ${String(index + 1)} your profile picture`}
                        icon={<UserIcon size={18} />}
                        size={36}
                        disabled={busy}
                        onClick={() => makeProfilePicture(url)}
                      />
                    </Corner>
                  )}
                  <Corner $at="top-right">
                    <IconButton
                      label={`Delete photo ${String(index + 1)}`}
                      icon={<TrashIcon size={18} />}
                      size={36}
                      disabled={busy}
                      onClick={() => setDeleting(url)}
                    />
                  </Corner>
                  {index > 0 && (
                    <Corner $at="top-left">
                      <IconButton
                        label={`Move photo ${String(index + 1)} earlier`}
                        icon={<ArrowLeftIcon size={18} />}
                        size={36}
                        disabled={busy}
                        onClick={() => move(index, index - 1)}
                      />
                    </Corner>
                  )}
                </PhotoTile>
              ))}
            </Grid>
          </SortableContext>
        </DndContext>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this photo?"
        text="It is deleted for good: nobody sees it again."
        confirm="Delete Photo"
        pending={removePhoto.isPending}
        onConfirm={() => deleting && deletePhoto(deleting)}
      >
        {deleting && <DeletedPhoto src={thumbnailOf(deleting)} alt="The photo to delete" />}
      </ConfirmDialog>
    </Section>
  );
}

/** One photo in the grid; pressing and dragging it moves it among the others. */
function PhotoTile({ url, number, children }: { url: string; number: number; children: ReactNode }) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: url });
  return (
    <Tile
      ref={setNodeRef}
      {...listeners}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Photo src={thumbnailOf(url)} alt={`Photo ${String(number)}`} loading="lazy" draggable={false} />
      {children}
    </Tile>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled.li<{ $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.color.tint};
  box-shadow: ${({ $dragging }) => ($dragging ? theme.shadow.raised : 'none')};
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
`;
const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  -webkit-user-drag: none;
`;
const DeletedPhoto = styled.img`
  display: block;
  width: 120px;
  height: 120px;
  margin: 0 auto;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
`;
/** Across the foot of the tile: a badge would not fit a third of the column. */
const Current = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: 4px 6px;
  background: ${theme.color.primary};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  text-align: center;
`;
const corners = {
  'top-left': 'top: 6px; left: 6px;',
  'top-right': 'top: 6px; right: 6px;',
  'bottom-right': 'bottom: 6px; right: 6px;',
};
const Corner = styled.div<{ $at: keyof typeof corners }>`
  position: absolute;
  ${({ $at }) => corners[$at]}
`;
