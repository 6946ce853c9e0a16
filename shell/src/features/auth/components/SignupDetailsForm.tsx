import { NewPasswordInput, UsernameInput } from '@wishlist/domain-ui/account-fields';
import { Button, FormStack, Input } from '@wishlist/ui';
import type { FormEvent } from 'react';
import type { DetailErrors, SignupDetails } from '../validation.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface SignupDetailsFormProps {
  values: SignupDetails;
  errors: DetailErrors;
  pending: boolean;
  onChange: (values: SignupDetails) => void;
  /** `emailValid`: what the browser's email input thinks of the address. */
  onSubmit: (emailValid: boolean) => void;
}

/** Signup step 1: username, password, email (spec §2). */
export function SignupDetailsForm({ values, errors, pending, onChange, onSubmit }: SignupDetailsFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email');
    onSubmit(email instanceof HTMLInputElement ? !email.validity.typeMismatch : true);
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.details.form' })}>
      <UsernameInput
        value={values.username}
        onChange={(event) => onChange({ ...values, username: event.target.value })}
        error={errors.username}
      />
      <NewPasswordInput
        label={intl.formatMessage({ id: 'auth.details.password' })}
        name="password"
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <Input
        label={intl.formatMessage({ id: 'auth.details.email' })}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={intl.formatMessage({ id: 'auth.details.emailHint' })}
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <Button type="submit" size="lg" block disabled={pending}>
        <FormattedMessage id={pending ? 'auth.details.submitting' : 'auth.details.submit'} />
      </Button>
    </FormStack>
  );
}
