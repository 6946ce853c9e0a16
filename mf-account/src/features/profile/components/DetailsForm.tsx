import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, FormStack, Input, TextArea, theme, toast } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { BirthDateInput, FIRST_NAME_REQUIRED, FirstNameInput } from '@wishlist/domain-ui/preference-fields';

interface DetailsFormProps {
  profile: OwnProfile;
  /** After a successful save, e.g. to close the dialog around the form. */
  onSaved?: () => void;
}

/**
 * The details being edited, and saving them: the first name is required; a birth date goes only once, and only
 * when given (the server says whether it is 18+).
 */
function useDetailsForm({ profile, onSaved }: DetailsFormProps) {
  const update = useUpdateOwnProfile();
  const [details, setDetails] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? '',
    bio: profile.bio ?? '',
    instagramHandle: profile.instagramHandle,
  });
  const [firstNameError, setFirstNameError] = useState<string | undefined>();
  const change = (field: keyof typeof details) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (details.firstName.trim() === '') {
      setFirstNameError(FIRST_NAME_REQUIRED);
      return;
    }
    setFirstNameError(undefined);
    const { birthDate, ...rest } = details;
    const body = { ...rest, ...(birthDate && !profile.birthDate && { birthDate }) };
    // Awaited rather than per-call callbacks: a completed profile unmounts the prompt holding this form.
    update
      .mutateAsync({ body: { ...body, firstName: details.firstName.trim(), lastName: details.lastName.trim() } })
      .then(
        () => {
          toast({ title: 'Profile updated!', description: 'Your details have been saved.' });
          onSaved?.();
        },
        (error: unknown) =>
          toast({
            title: 'Could not save your details',
            description: apiMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      );
  };
  return { details, change, firstNameError, submit, saving: update.isPending };
}

/**
 * One's own details: name, date of birth (18+, spec §5: the server says so), bio and Instagram handle. The place
 * others see is not typed: it follows the location (PreferencesSection).
 */
export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  const { details, change, firstNameError, submit, saving } = useDetailsForm({ profile, onSaved });
  return (
    <FormStack onSubmit={submit} aria-label="Your details">
      <Row>
        <FirstNameInput value={details.firstName} onChange={change('firstName')} error={firstNameError} />
        <Input
          label="Last name"
          maxLength={50}
          autoComplete="family-name"
          value={details.lastName}
          onChange={change('lastName')}
        />
      </Row>
      <BirthDateInput
        value={details.birthDate}
        onChange={change('birthDate')}
        // Set once (spec §5), and closed after an under-18 one: a correction goes through support.
        readOnly={Boolean(profile.birthDate) || profile.underAgeDeclared}
        hint={
          profile.birthDate || profile.underAgeDeclared
            ? 'Only your age is shown. To correct your birth date, contact support.'
            : 'You must be 18 or older. Only your age is shown.'
        }
      />
      <TextArea
        label="Bio"
        maxLength={500}
        placeholder="A line or two about you"
        value={details.bio}
        onChange={change('bio')}
        hint={`${String(details.bio.length)}/500`}
      />
      <Input
        label="Instagram handle"
        maxLength={31}
        placeholder="@yourhandle"
        pattern="@?[A-Za-z0-9_.]{1,30}"
        title="Letters, numbers, dots and underscores, with or without @"
        value={details.instagramHandle}
        onChange={change('instagramHandle')}
      />
      <Button type="submit" block disabled={saving}>
        {saving ? 'Saving...' : 'Save Details'}
      </Button>
    </FormStack>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;
