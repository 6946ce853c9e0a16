import type { ModerationAction, ModerationActionRequest, PhotoQueue } from '@wishlist/contract/client/types.gen.ts';
import { Button, CheckIcon, QueryState, Text, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTakeAction } from '../../../api/take-action.ts';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { formatWhen } from '../../../utils/format-when.ts';
import { ACTION_LABELS } from '../../../utils/labels.ts';
import { refusalText } from '../../../utils/refusal.ts';
import { useHeldPhotos } from '../api/list-held-photos.ts';

type HeldPhoto = PhotoQueue['photos'][number];

/**
 * /moderation/photos — the photos the nudity triage held back (only their owner sees them), oldest first: Approve
 * shows one to others again, Remove takes it off the profile; each with a reason for the audit log.
 */
export function PhotosScreen() {
  const photos = useHeldPhotos();
  return (
    <ConsoleLayout title="Held Photos">
      <QueryState
        query={photos}
        loadingText="Loading the held photos..."
        errorTitle="We couldn't load the held photos"
        errorMessage={refusalText}
        empty={{
          when: (data) => data.photos.length === 0,
          icon: <CheckIcon size={32} />,
          title: 'No held photos',
          text: 'Photos the nudity check holds back from others wait here for a moderator.',
        }}
      >
        {(data) => <HeldPhotos photos={data.photos} />}
      </QueryState>
    </ConsoleLayout>
  );
}

export function HeldPhotos({ photos }: { photos: HeldPhoto[] }) {
  const [pending, setPending] = useState<{ action: ModerationAction; photo: HeldPhoto } | null>(null);
  const takeAction = useTakeAction();
  const open = (action: ModerationAction, photo: HeldPhoto) => {
    takeAction.reset();
    setPending({ action, photo });
  };
  const submit = (request: ModerationActionRequest) =>
    takeAction.mutate(
      { body: request },
      {
        onSuccess: () => {
          setPending(null);
          toast({ title: `${ACTION_LABELS[request.action]}: done`, description: 'It is in the audit log.' });
        },
      },
    );
  return (
    <>
      <Grid aria-label="Held photos">
        {photos.map((photo) => (
          <Item key={photo.photoURL} aria-label={`Photo of ${photo.name}`}>
            <img src={photo.photoURL} alt={`Held photo of ${photo.name}`} />
            <Link to={`/moderation/reports/${photo.profileId}`}>{photo.name}</Link>
            <Text $size="xs" $tone="muted">
              Score {Math.round(photo.score * 100)}% · {formatWhen(photo.flaggedAt)}
            </Text>
            <Buttons>
              <Button size="sm" onClick={() => open('approve-photo', photo)}>
                Approve
              </Button>
              <Button size="sm" variant="danger" onClick={() => open('remove-photo', photo)}>
                Remove
              </Button>
            </Buttons>
          </Item>
        ))}
      </Grid>
      <ActionDialog
        action={pending?.action ?? null}
        onClose={() => setPending(null)}
        profileId={pending?.photo.profileId ?? ''}
        name={pending?.photo.name ?? ''}
        {...(pending && { photoURL: pending.photo.photoURL })}
        pending={takeAction.isPending}
        refusal={
          takeAction.isError ? (refusalText(takeAction.error) ?? 'That did not go through. Try again.') : undefined
        }
        onSubmit={submit}
      />
    </>
  );
}

/** Two photos a row on a phone; as many 200 px columns as a desktop holds. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 900px) {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.tint};
  }
  a {
    font-weight: 800;
  }
`;
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
`;
