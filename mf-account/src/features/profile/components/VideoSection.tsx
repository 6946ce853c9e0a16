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
import { useIntl } from '../../../i18n.ts';

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
  const intl = useIntl();

  const remove = () =>
    removeVideo.mutate(
      {},
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: intl.formatMessage({ id: 'profile.video.removed' }) });
        },
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'profile.video.removeFailed' }),
            description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
            variant: 'destructive',
          }),
      },
    );

  const setUploaded = async ([video]: StoredFile[]) => {
    if (!video) return;
    const videoURL = video.objectURL;
    try {
      await setVideo.mutateAsync({ body: { videoURL } });
      toast({ title: intl.formatMessage({ id: 'profile.video.uploaded' }) });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'profile.video.uploadFailed' }),
        description: apiMessage(error) ?? intl.formatMessage({ id: 'profile.video.uploadFailedText' }),
        variant: 'destructive',
      });
    }
  };
  return { setUploaded, confirming, setConfirming, remove, removing: removeVideo.isPending };
}

/** The introduction video: the current one with 'Remove Video' (asked once more), and 'Upload Video' to add or replace it. */
export function VideoSection({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const getTarget = useUploadTarget('video');
  const { setUploaded, confirming, setConfirming, remove, removing } = useIntroVideo();
  return (
    <Section title={intl.formatMessage({ id: 'profile.video.title' })}>
      {profile.introVideo ? (
        <>
          <Video
            src={profile.introVideo}
            controls
            preload="metadata"
            aria-label={intl.formatMessage({ id: 'profile.video.label' })}
          />
          <Button variant="secondary" block onClick={() => setConfirming(true)}>
            <TrashIcon size={18} /> {intl.formatMessage({ id: 'profile.video.remove' })}
          </Button>
        </>
      ) : (
        <SectionText>{intl.formatMessage({ id: 'profile.video.none' })}</SectionText>
      )}
      <Uploader
        restrictions={videoRestrictions}
        getTarget={getTarget}
        chooseLabel={intl.formatMessage({ id: 'profile.video.upload' })}
        uploadLabel={() => intl.formatMessage({ id: 'profile.video.start' })}
        keptLabel={() => intl.formatMessage({ id: 'profile.video.kept' })}
        progressLabel={intl.formatMessage({ id: 'profile.video.uploading' })}
        onUploaded={setUploaded}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'profile.video.removeTitle' })}
        text={intl.formatMessage({ id: 'profile.video.removeText' })}
        confirm={intl.formatMessage({ id: 'profile.video.remove' })}
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
