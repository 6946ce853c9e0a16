import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { Button, FormStack, Input, TextArea, theme, toast } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useUpdateOwnProfile } from '@wishlist/mf-shared/own-profile';
import { isAdult, TOO_YOUNG } from '@wishlist/mf-shared/birth-date';
import { BirthDateInput } from '@wishlist/mf-shared/preference-fields';

interface DetailsFormProps {
  profile: OwnProfile;
  /** After a successful save, e.g. to close the dialog around the form. */
  onSaved?: () => void;
}

/** One's own details: name, date of birth (18+, spec §5), location, bio and Instagram handle. */
export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  const update = useUpdateOwnProfile();
  const [details, setDetails] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? '',
    location: profile.location,
    bio: profile.bio ?? '',
    instagramHandle: profile.instagramHandle,
  });
  const [birthDateError, setBirthDateError] = useState<string | undefined>();
  const change = (field: keyof typeof details) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAdult(details.birthDate, new Date())) {
      setBirthDateError(TOO_YOUNG);
      return;
    }
    setBirthDateError(undefined);
    // Awaited rather than per-call callbacks: a completed profile unmounts the prompt holding this form.
    update
      .mutateAsync({ body: { ...details, firstName: details.firstName.trim(), lastName: details.lastName.trim() } })
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

  return (
    <FormStack onSubmit={submit} aria-label="Your details">
      <Row>
        <Input
          label="First name"
          required
          maxLength={50}
          autoComplete="given-name"
          value={details.firstName}
          onChange={change('firstName')}
        />
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
        error={birthDateError}
        // Set once (spec §5): a correction goes through support.
        readOnly={Boolean(profile.birthDate)}
        hint={
          profile.birthDate
            ? 'Only your age is shown. To correct your birth date, contact support.'
            : 'You must be 18 or older. Only your age is shown.'
        }
      />
      <Input
        label="Location"
        maxLength={100}
        placeholder="City, State"
        autoComplete="address-level2"
        value={details.location}
        onChange={change('location')}
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
      <Button type="submit" block disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Details'}
      </Button>
    </FormStack>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;
