import { NewPasswordInput, UsernameInput } from '@wishlist/domain-ui/account-fields';
import { Button, FormStack, Input } from '@wishlist/ui';
import type { FormEvent } from 'react';
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
      <UsernameInput
        value={values.username}
        onChange={(event) => onChange({ ...values, username: event.target.value })}
        error={errors.username}
      />
      <NewPasswordInput
        label="Password"
        name="password"
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
