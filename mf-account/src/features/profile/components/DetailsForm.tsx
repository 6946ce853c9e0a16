import type { OwnProfile } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, FormStack, Input, TextArea, theme, toast } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { BirthDateInput, FirstNameInput } from '@wishlist/domain-ui/preference-fields';
import { useIntl } from '../../../i18n.ts';

const BIO_MAX = 500;
/** An Instagram handle's shape: an example, the same in every language. */
const INSTAGRAM_EXAMPLE = '@yourhandle';

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
  const intl = useIntl();
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
      setFirstNameError(intl.formatMessage({ id: 'domain.details.firstNameRequired' }));
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
          toast({
            title: intl.formatMessage({ id: 'profile.details.saved' }),
            description: intl.formatMessage({ id: 'profile.details.savedText' }),
          });
          onSaved?.();
        },
        (error: unknown) =>
          toast({
            title: intl.formatMessage({ id: 'profile.details.saveFailed' }),
            description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
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
  const intl = useIntl();
  const { details, change, firstNameError, submit, saving } = useDetailsForm({ profile, onSaved });
  return (
    <FormStack onSubmit={submit} aria-label={intl.formatMessage({ id: 'profile.details.label' })}>
      <Row>
        <FirstNameInput value={details.firstName} onChange={change('firstName')} error={firstNameError} />
        <Input
          label={intl.formatMessage({ id: 'profile.details.lastName' })}
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
            ? intl.formatMessage({ id: 'profile.details.birthDateFixed' })
            : intl.formatMessage({ id: 'profile.details.birthDateHint' })
        }
      />
      <TextArea
        label={intl.formatMessage({ id: 'profile.details.bio' })}
        maxLength={BIO_MAX}
        placeholder={intl.formatMessage({ id: 'profile.details.bioPlaceholder' })}
        value={details.bio}
        onChange={change('bio')}
        hint={intl.formatMessage({ id: 'profile.details.bioCount' }, { length: details.bio.length, max: BIO_MAX })}
      />
      <Input
        label={intl.formatMessage({ id: 'profile.details.instagram' })}
        maxLength={31}
        placeholder={INSTAGRAM_EXAMPLE}
        pattern="@?[A-Za-z0-9_.]{1,30}"
        title={intl.formatMessage({ id: 'profile.details.instagramRule' })}
        value={details.instagramHandle}
        onChange={change('instagramHandle')}
      />
      <Button type="submit" block disabled={saving}>
        {intl.formatMessage({ id: saving ? 'common.saving' : 'profile.details.save' })}
      </Button>
    </FormStack>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;
