import { Button, FormStack, Input } from '@wishlist/ui';
import type { FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, NEW_PASSWORD_HINT } from '@wishlist/mf-shared/password-policy';
import type { DetailErrors, SignupDetails } from '../validation.ts';

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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email');
    onSubmit(email instanceof HTMLInputElement ? !email.validity.typeMismatch : true);
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Your details">
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        required
        value={values.username}
        onChange={(event) => onChange({ ...values, username: event.target.value })}
        error={errors.username}
      />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={NEW_PASSWORD_HINT}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        hint="We'll send a verification code here."
        value={values.email}
        onChange={(event) => onChange({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <Button type="submit" size="lg" block disabled={pending}>
        {pending ? 'Sending Code...' : 'Send Verification Code'}
      </Button>
    </FormStack>
  );
}
