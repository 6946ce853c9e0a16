import { Button, Dialog, TextArea, toast } from '@wishlist/ui';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MAX_DESCRIPTION } from '../../../components/uploader/ChosenFiles.tsx';
import { useDescribeProfilePhoto } from '../api/manage-photos.ts';
import { useIntl } from '../../../i18n.ts';

export interface DescribePhotoDialogProps {
  /** The photo being described, its number in the grid and its description now; none closes the dialog. */
  photo: { url: string; number: number; description: string } | null;
  onClose: () => void;
}

/**
 * What a photo shows, in the owner's words: everyone else's screen reader reads it as the photo (WCAG 1.1.1). Saved
 * empty, the photo reads as whose photo it is.
 */
export function DescribePhotoDialog({ photo, onClose }: DescribePhotoDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        photo
          ? intl.formatMessage({ id: 'profile.photos.describe' }, { number: photo.number })
          : intl.formatMessage({ id: 'profile.photos.describeTitle' })
      }
      description={intl.formatMessage({ id: 'profile.photos.describeText' })}
    >
      {/* Keyed by the photo: another photo starts from its own description. */}
      {photo && <DescriptionForm key={photo.url} photo={photo} onDone={onClose} />}
    </Dialog>
  );
}

function DescriptionForm({
  photo,
  onDone,
}: {
  photo: NonNullable<DescribePhotoDialogProps['photo']>;
  onDone: () => void;
}) {
  const describe = useDescribeProfilePhoto();
  const intl = useIntl();
  const [text, setText] = useState(photo.description);
  const save = (event: FormEvent) => {
    event.preventDefault();
    describe.mutate(
      { body: { imageURL: photo.url, description: text } },
      {
        onSuccess: () => {
          toast({ title: intl.formatMessage({ id: 'profile.photos.described' }) });
          onDone();
        },
        onError: (error) =>
          toast({
            title: intl.formatMessage({ id: 'profile.photos.describeFailed' }),
            description: apiMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Form onSubmit={save}>
      <TextArea
        label={intl.formatMessage({ id: 'profile.photos.describeLabel' })}
        hint={intl.formatMessage({ id: 'profile.photos.describeHint' }, { max: MAX_DESCRIPTION })}
        value={text}
        maxLength={MAX_DESCRIPTION}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={describe.isPending}>
        {intl.formatMessage({ id: 'profile.photos.describeSave' })}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
