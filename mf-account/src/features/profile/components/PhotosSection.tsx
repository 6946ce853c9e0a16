import type { OwnProfile } from '@wishlist/contract/client';
import { useState } from 'react';
import { Uploader } from '../../../components/uploader/Uploader.tsx';
import { useUploadTarget } from '../api/create-upload-url.ts';
import {
  useAddUploadedPhotos,
  useMakeProfilePicture,
  usePhotoDeletion,
  usePhotoOrder,
} from '../hooks/use-photo-actions.ts';
import { DeletePhotoDialog } from './DeletePhotoDialog.tsx';
import { DescribePhotoDialog, type DescribePhotoDialogProps } from './DescribePhotoDialog.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/**
 * Spec §5: at most 5 photos at a time, each at most 10 MB, of the types the server decodes (an iPhone offers its
 * HEIC photos as JPEG when HEIC is not listed).
 */
const photoRestrictions = {
  maxNumberOfFiles: 5,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
};

/**
 * The 'Add Photo' uploader and the photos, newest first (so a new upload is always in sight): each can become the
 * profile picture, be deleted (asked once more: the server deletes it for good), or be moved.
 */
export function PhotosSection({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const getTarget = useUploadTarget('photo');
  const addUploaded = useAddUploadedPhotos();
  const picture = useMakeProfilePicture();
  const order = usePhotoOrder(profile.instagramPhotos);
  const deletion = usePhotoDeletion();
  const [describing, setDescribing] = useState<DescribePhotoDialogProps['photo']>(null);
  const descriptions = profile.photoDescriptions ?? {};
  return (
    <Section title={intl.formatMessage({ id: 'profile.photos.title' })}>
      <Uploader
        restrictions={photoRestrictions}
        getTarget={getTarget}
        chooseLabel={intl.formatMessage({ id: 'profile.photos.add' })}
        uploadLabel={(count) => intl.formatMessage({ id: 'profile.photos.upload' }, { count })}
        progressLabel={intl.formatMessage({ id: 'profile.photos.uploading' })}
        onUploaded={addUploaded}
        describable
        keptLabel={(chosen, kept) => intl.formatMessage({ id: 'profile.photos.kept' }, { chosen, kept })}
      />
      {order.photos.length === 0 ? (
        <SectionText>{intl.formatMessage({ id: 'profile.photos.none' })}</SectionText>
      ) : (
        <PhotoGrid
          photos={order.photos}
          profilePhoto={profile.profilePhoto}
          descriptions={descriptions}
          busy={picture.pending || deletion.pending || order.pending}
          onMakeProfilePicture={picture.make}
          onDelete={deletion.ask}
          onDescribe={(url, number) => setDescribing({ url, number, description: descriptions[url] ?? '' })}
          onMove={order.move}
        />
      )}
      <DescribePhotoDialog photo={describing} onClose={() => setDescribing(null)} />
      <DeletePhotoDialog
        photo={deletion.deleting}
        pending={deletion.pending}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </Section>
  );
}
