import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Chip, ChipList, Dialog, Input, theme, toast } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAddInterest, useRemoveInterest } from '../api/interests.ts';
import { interestToAdd } from '../utils/interests.ts';
import { Section, SectionText } from './Section.tsx';

/** The user's interests, edited in a dialog and saved on the server. */
export function InterestsSection({ interests }: { interests: string[] }) {
  const [editing, setEditing] = useState(false);
  return (
    <Section
      title="Interests"
      aside={
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
      }
    >
      {interests.length === 0 ? (
        <SectionText>No interests yet. Add a few so people find what you have in common.</SectionText>
      ) : (
        <ChipList aria-label="Your interests">
          {interests.map((interest) => (
            <Chip key={interest} label={interest} />
          ))}
        </ChipList>
      )}
      <InterestsDialog interests={interests} open={editing} onOpenChange={setEditing} />
    </Section>
  );
}

interface InterestsDialogProps {
  interests: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: apiMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Adding and removing one interest, each told in a toast. */
function useInterestChanges() {
  const add = useAddInterest();
  const remove = useRemoveInterest();
  return {
    add: (interest: string) =>
      add.mutate(
        { body: { interest } },
        {
          onSuccess: () => toast({ title: 'Interest added!', description: `${interest} is on your profile.` }),
          onError: failed('Could not add interest'),
        },
      ),
    remove: (interest: string) =>
      remove.mutate(
        { path: { interest } },
        {
          onSuccess: () =>
            toast({ title: 'Interest removed!', description: `${interest} is no longer on your profile.` }),
          onError: failed('Could not remove interest'),
        },
      ),
    adding: add.isPending,
    removing: remove.isPending,
  };
}

/** Add by typing (Enter or Add), remove with a chip's button (spec §2, §5). */
export function InterestsDialog({ interests, open, onOpenChange }: InterestsDialogProps) {
  const [typed, setTyped] = useState('');
  const changes = useInterestChanges();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interest = interestToAdd(typed, interests);
    setTyped('');
    if (interest !== null) changes.add(interest);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Interests"
      description="What do you love doing? People see these on your profile."
    >
      <AddForm onSubmit={submit}>
        <Input
          label="New interest"
          placeholder="e.g. Hiking"
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={changes.adding}>
          Add
        </Button>
      </AddForm>
      {interests.length === 0 ? (
        <SectionText>Nothing here yet.</SectionText>
      ) : (
        <ChipList aria-label="Your interests">
          {interests.map((interest) => (
            <Chip
              key={interest}
              label={interest}
              onRemove={changes.removing ? undefined : () => changes.remove(interest)}
            />
          ))}
        </ChipList>
      )}
      <Button variant="secondary" block onClick={() => onOpenChange(false)}>
        Done
      </Button>
    </Dialog>
  );
}

const AddForm = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${theme.space.sm};
`;
