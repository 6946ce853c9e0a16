import { ConfirmDialog, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { thumbnailOf } from '../utils/thumbnail.ts';

export interface DeletePhotoDialogProps {
  /** The photo whose deletion is being asked about; none closes the dialog. */
  photo: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (photo: string) => void;
}

/** Asks once more before a photo is deleted, showing it: the server deletes it for good. */
export function DeletePhotoDialog({ photo, pending, onCancel, onConfirm }: DeletePhotoDialogProps) {
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete this photo?"
      text="It is deleted for good: nobody sees it again."
      confirm="Delete Photo"
      pending={pending}
      onConfirm={() => photo && onConfirm(photo)}
    >
      {photo && <DeletedPhoto src={thumbnailOf(photo)} alt="The photo to delete" />}
    </ConfirmDialog>
  );
}

const DeletedPhoto = styled.img`
  display: block;
  width: 120px;
  height: 120px;
  margin: 0 auto;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
`;
