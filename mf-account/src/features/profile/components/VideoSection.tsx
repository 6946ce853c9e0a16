import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, ConfirmDialog, theme, toast, TrashIcon } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Uploader } from '../../../components/uploader/Uploader.tsx';
import type { StoredFile } from '../../../components/uploader/use-uploads.ts';
import { useUploadTarget } from '../api/create-upload-url.ts';
import { useRemoveIntroVideo, useUpdateIntroVideo } from '../api/update-intro-video.ts';
import { Section, SectionText } from './Section.tsx';

/** Spec §5: one video of at most 50485760 bytes, MP4 or MOV (what the server can check for location data). */
const videoRestrictions = {
  maxNumberOfFiles: 1,
  maxFileSize: 50_485_760,
  allowedFileTypes: ['video/mp4', 'video/quicktime'],
};

/** Putting the uploaded video on the profile, and removing it (asked once more first). */
function useIntroVideo() {
  const setVideo = useUpdateIntroVideo();
  const removeVideo = useRemoveIntroVideo();
  const [confirming, setConfirming] = useState(false);

  const remove = () =>
    removeVideo.mutate(
      {},
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Video removed' });
        },
        onError: (error) =>
          toast({
            title: 'Failed to remove the video',
            description: apiMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const setUploaded = async ([video]: StoredFile[]) => {
    if (!video) return;
    const videoURL = video.objectURL;
    try {
      await setVideo.mutateAsync({ body: { videoURL } });
      toast({ title: 'Video uploaded successfully!' });
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: apiMessage(error) ?? 'Your video could not be added. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return { setUploaded, confirming, setConfirming, remove, removing: removeVideo.isPending };
}

/** The introduction video: the current one with 'Remove Video' (asked once more), and 'Upload Video' to add or replace it. */
export function VideoSection({ profile }: { profile: OwnProfile }) {
  const getTarget = useUploadTarget('video');
  const { setUploaded, confirming, setConfirming, remove, removing } = useIntroVideo();
  return (
    <Section title="Introduction Video">
      {profile.introVideo ? (
        <>
          <Video src={profile.introVideo} controls preload="metadata" aria-label="Your introduction video" />
          <Button variant="secondary" block onClick={() => setConfirming(true)}>
            <TrashIcon size={18} /> Remove Video
          </Button>
        </>
      ) : (
        <SectionText>Say hello in a short video (MP4 or MOV, up to 50 MB), so people can hear your voice.</SectionText>
      )}
      <Uploader
        restrictions={videoRestrictions}
        getTarget={getTarget}
        chooseLabel="Upload Video"
        uploadLabel={() => 'Start Upload'}
        keptLabel={() => 'One video at a time: only the first was kept.'}
        progressLabel="Uploading video"
        onUploaded={setUploaded}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove your introduction video?"
        text="It is deleted for good: nobody sees it again. You can upload another one any time."
        confirm="Remove Video"
        pending={removing}
        onConfirm={remove}
      />
    </Section>
  );
}

const Video = styled.video`
  width: 100%;
  max-height: 320px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.text};
`;
