import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Chip, ChipList, Dialog, Input, theme, toast } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAddInterest, useRemoveInterest } from '../api/interests.ts';
import { interestToAdd } from '../utils/interests.ts';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/** The user's interests, edited in a dialog and saved on the server. */
export function InterestsSection({ interests }: { interests: string[] }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  return (
    <Section
      title={intl.formatMessage({ id: 'profile.interests.title' })}
      aside={
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'profile.interests.edit' })}
        </Button>
      }
    >
      {interests.length === 0 ? (
        <SectionText>{intl.formatMessage({ id: 'profile.interests.none' })}</SectionText>
      ) : (
        <ChipList aria-label={intl.formatMessage({ id: 'profile.interests.label' })}>
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

/** Adding and removing one interest, each told in a toast. */
function useInterestChanges() {
  const add = useAddInterest();
  const remove = useRemoveInterest();
  const intl = useIntl();
  const failed = (title: 'profile.interests.addFailed' | 'profile.interests.removeFailed') => (error: unknown) =>
    toast({
      title: intl.formatMessage({ id: title }),
      description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
      variant: 'destructive',
    });
  return {
    add: (interest: string) =>
      add.mutate(
        { body: { interest } },
        {
          onSuccess: () =>
            toast({
              title: intl.formatMessage({ id: 'profile.interests.added' }),
              description: intl.formatMessage({ id: 'profile.interests.addedText' }, { interest }),
            }),
          onError: failed('profile.interests.addFailed'),
        },
      ),
    remove: (interest: string) =>
      remove.mutate(
        { path: { interest } },
        {
          onSuccess: () =>
            toast({
              title: intl.formatMessage({ id: 'profile.interests.removed' }),
              description: intl.formatMessage({ id: 'profile.interests.removedText' }, { interest }),
            }),
          onError: failed('profile.interests.removeFailed'),
        },
      ),
    adding: add.isPending,
    removing: remove.isPending,
  };
}

/** Add by typing (Enter or Add), remove with a chip's button (spec §2, §5). */
export function InterestsDialog({ interests, open, onOpenChange }: InterestsDialogProps) {
  const intl = useIntl();
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
      title={intl.formatMessage({ id: 'profile.interests.dialogTitle' })}
      description={intl.formatMessage({ id: 'profile.interests.dialogText' })}
    >
      <AddForm onSubmit={submit}>
        <Input
          label={intl.formatMessage({ id: 'profile.interests.new' })}
          placeholder={intl.formatMessage({ id: 'profile.interests.newPlaceholder' })}
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={changes.adding}>
          {intl.formatMessage({ id: 'profile.interests.add' })}
        </Button>
      </AddForm>
      {interests.length === 0 ? (
        <SectionText>{intl.formatMessage({ id: 'profile.interests.empty' })}</SectionText>
      ) : (
        <ChipList aria-label={intl.formatMessage({ id: 'profile.interests.label' })}>
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
        {intl.formatMessage({ id: 'profile.interests.done' })}
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
