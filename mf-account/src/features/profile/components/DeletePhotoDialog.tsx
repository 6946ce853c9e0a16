import { ConfirmDialog, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { thumbnailOf } from '../utils/thumbnail.ts';
import { useIntl } from '../../../i18n.ts';

export interface DeletePhotoDialogProps {
  /** The photo whose deletion is being asked about; none closes the dialog. */
  photo: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (photo: string) => void;
}

/** Asks once more before a photo is deleted, showing it: the server deletes it for good. */
export function DeletePhotoDialog({ photo, pending, onCancel, onConfirm }: DeletePhotoDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={intl.formatMessage({ id: 'profile.photos.deleteTitle' })}
      text={intl.formatMessage({ id: 'profile.photos.deleteText' })}
      confirm={intl.formatMessage({ id: 'profile.photos.deleteConfirm' })}
      pending={pending}
      onConfirm={() => photo && onConfirm(photo)}
    >
      {photo && <DeletedPhoto src={thumbnailOf(photo)} alt={intl.formatMessage({ id: 'profile.photos.deleteAlt' })} />}
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
