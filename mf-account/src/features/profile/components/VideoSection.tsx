import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { Uploader } from '../../../components/uploader/Uploader.tsx';
import { useUploadTarget } from '../api/create-upload-url.ts';
import { useUpdateIntroVideo } from '../api/update-intro-video.ts';
import { Section, SectionText } from './Section.tsx';

/** Spec §5: one video of at most 50485760 bytes, MP4 or MOV (what the server can check for location data). */
const videoRestrictions = {
  maxNumberOfFiles: 1,
  maxFileSize: 50_485_760,
  allowedFileTypes: ['video/mp4', 'video/quicktime'],
};

/** The introduction video: the current one, and 'Upload Video' to add or replace it. */
export function VideoSection({ profile }: { profile: OwnProfile }) {
  const getTarget = useUploadTarget('video');
  const setVideo = useUpdateIntroVideo();

  const setUploaded = async ([videoURL]: string[]) => {
    if (!videoURL) return;
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

  return (
    <Section title="Introduction Video">
      {profile.introVideo ? (
        <Video src={profile.introVideo} controls preload="metadata" aria-label="Your introduction video" />
      ) : (
        <SectionText>Say hello in a short video (MP4 or MOV, up to 50 MB), so people can hear your voice.</SectionText>
      )}
      <Uploader
        id="intro-video"
        restrictions={videoRestrictions}
        getTarget={getTarget}
        chooseLabel="Upload Video"
        uploadLabel={() => 'Start Upload'}
        keptLabel={() => 'One video at a time: only the first was kept.'}
        progressLabel="Uploading video"
        onUploaded={setUploaded}
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
