import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { IconButton, theme, toast, UserIcon } from '@wishlist/ui';
import styled from 'styled-components';
import { Uploader } from '../../../components/uploader/Uploader.tsx';
import { useAddProfilePhoto } from '../api/add-profile-photo.ts';
import { useUploadTarget } from '../api/create-upload-url.ts';
import { useUpdateProfilePicture } from '../api/update-profile-picture.ts';
import { Section, SectionText } from './Section.tsx';

const GRID_SIZE = 6;
/** Spec §5: at most 5 photos at a time, each at most 10 MB. */
const photoRestrictions = { maxNumberOfFiles: 5, maxFileSize: 10_485_760, allowedFileTypes: ['image/*'] };

/**
 * The 'Add Photo' uploader and the newest six photos (newest first, so a new upload is always in sight), each of
 * which can become the profile picture.
 */
export function PhotosSection({ profile }: { profile: OwnProfile }) {
  const getTarget = useUploadTarget('photo');
  const addPhoto = useAddProfilePhoto();
  const setPicture = useUpdateProfilePicture();
  const photos = profile.instagramPhotos.slice(-GRID_SIZE).reverse();

  const addUploaded = async (imageURLs: string[]) => {
    try {
      // One at a time, so the photos keep the order they were chosen in.
      for (const imageURL of imageURLs) await addPhoto.mutateAsync({ body: { imageURL } });
      toast({ title: 'Photos uploaded successfully!' });
    } catch (error) {
      toast({ title: 'Upload failed', description: apiMessage(error) ?? 'Your photos could not be added. Please try again.', variant: 'destructive' });
    }
  };

  const makeProfilePicture = (imageURL: string) =>
    setPicture.mutate(
      { body: { imageURL } },
      {
        onSuccess: () => toast({ title: 'Profile picture updated successfully!' }),
        onError: (error) => toast({ title: 'Failed to update profile picture', description: apiMessage(error), variant: 'destructive' }),
      },
    );

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
      />
      {photos.length === 0 ? (
        <SectionText>No photos yet. Add up to 5 at a time, each up to 10 MB.</SectionText>
      ) : (
        <Grid aria-label="Your photos">
          {photos.map((url, index) => (
            <Tile key={url}>
              <Photo src={url} alt={`Photo ${String(index + 1)}`} loading="lazy" />
              {url === profile.profilePhoto ? (
                <Current>Profile picture</Current>
              ) : (
                <Corner>
                  <IconButton
                    label={`Make photo ${String(index + 1)} your profile picture`}
                    icon={<UserIcon size={18} />}
                    size={36}
                    disabled={setPicture.isPending}
                    onClick={() => makeProfilePicture(url)}
                  />
                </Corner>
              )}
            </Tile>
          ))}
        </Grid>
      )}
    </Section>
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
const Tile = styled.li`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.color.tint};
`;
const Photo = styled.img`
  width: 100%;
  height: 100%;
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
const Corner = styled.div`
  position: absolute;
  right: 6px;
  bottom: 6px;
`;
