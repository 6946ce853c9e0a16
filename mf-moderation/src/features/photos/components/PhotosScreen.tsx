import type { ModerationAction, ModerationActionRequest, PhotoQueue } from '@wishlist/contract/client/types.gen.ts';
import { Button, CheckIcon, QueryState, Text, theme } from '@wishlist/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTakeAction } from '../../../api/take-action.ts';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useDoneToast } from '../../../utils/use-done-toast.ts';
import { useHeldPhotos } from '../api/list-held-photos.ts';

type HeldPhoto = PhotoQueue['photos'][number];

/**
 * /moderation/photos — the photos the nudity triage held back (only their owner sees them), oldest first: Approve
 * shows one to others again, Remove takes it off the profile; each with a reason for the audit log.
 */
export function PhotosScreen() {
  const photos = useHeldPhotos();
  const intl = useIntl();
  const refusalText = useRefusalText();
  return (
    <ConsoleLayout title={intl.formatMessage({ id: 'moderation.photos.title' })}>
      <QueryState
        query={photos}
        loadingText={intl.formatMessage({ id: 'moderation.photos.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.photos.loadFailed' })}
        errorMessage={refusalText}
        empty={{
          when: (data) => data.photos.length === 0,
          icon: <CheckIcon size={32} />,
          title: intl.formatMessage({ id: 'moderation.photos.empty.title' }),
          text: intl.formatMessage({ id: 'moderation.photos.empty.text' }),
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
  const intl = useIntl();
  const refusalText = useRefusalText();
  const done = useDoneToast();
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
          done(request.action);
        },
      },
    );
  return (
    <>
      <Grid aria-label={intl.formatMessage({ id: 'moderation.photos.list' })}>
        {photos.map((photo) => (
          <PhotoItem key={photo.photoURL} photo={photo} open={(action) => open(action, photo)} />
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
          takeAction.isError
            ? (refusalText(takeAction.error) ?? intl.formatMessage({ id: 'moderation.failed' }))
            : undefined
        }
        onSubmit={submit}
      />
    </>
  );
}

/** A held photo: whose it is (a link to their case), its score and when it was held, Approve and Remove. */
function PhotoItem({ photo, open }: { photo: HeldPhoto; open: (action: ModerationAction) => void }) {
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <Item aria-label={intl.formatMessage({ id: 'moderation.photos.item' }, { name: photo.name })}>
      <img src={photo.photoURL} alt={intl.formatMessage({ id: 'moderation.photos.alt' }, { name: photo.name })} />
      <Link to={`/moderation/reports/${photo.profileId}`}>
        <bdi>{photo.name}</bdi>
      </Link>
      <Text $size="xs" $tone="muted">
        <FormattedMessage
          id="moderation.photos.score"
          values={{ score: photo.score, when: words.when(photo.flaggedAt) }}
        />
      </Text>
      <Buttons>
        <Button size="sm" onClick={() => open('approve-photo')}>
          <FormattedMessage id="moderation.photos.approve" />
        </Button>
        <Button size="sm" variant="danger" onClick={() => open('remove-photo')}>
          <FormattedMessage id="moderation.remove" />
        </Button>
      </Buttons>
    </Item>
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
