import { Button, Dialog, TextArea, toast } from '@wishlist/ui';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MAX_DESCRIPTION } from '../../../components/uploader/ChosenFiles.tsx';
import { useDescribeProfilePhoto } from '../api/manage-photos.ts';

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
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={photo ? `Describe photo ${String(photo.number)}` : 'Describe photo'}
      description="People who use a screen reader hear this instead of seeing the photo."
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
  const [text, setText] = useState(photo.description);
  const save = (event: FormEvent) => {
    event.preventDefault();
    describe.mutate(
      { body: { imageURL: photo.url, description: text } },
      {
        onSuccess: () => {
          toast({ title: 'Description saved' });
          onDone();
        },
        onError: (error) =>
          toast({ title: "Your description wasn't saved", description: apiMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <Form onSubmit={save}>
      <TextArea
        label="What does the photo show?"
        hint={`Up to ${String(MAX_DESCRIPTION)} characters, e.g. "Me on a trail at sunset".`}
        value={text}
        maxLength={MAX_DESCRIPTION}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={describe.isPending}>
        Save description
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
