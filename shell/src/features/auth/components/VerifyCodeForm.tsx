import { Button, FormStack, Input, Text, theme } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MailboxNotice } from './MailboxNotice.tsx';
import { CODE_LENGTH } from '../validation.ts';

interface VerifyCodeFormProps {
  email: string;
  /** The server runs demo mode (no mail server): the code is read in the demo mailbox, linked from here. */
  demoMode: boolean;
  pending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** Signup step 2: the 6-digit code; Back returns to the details (spec §2). */
export function VerifyCodeForm({ email, demoMode, pending, error, onSubmit, onBack }: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Verify your email">
      <Sent $tone="muted" $size="sm" $leading={1.5}>
        {demoMode ? (
          <>
            The {CODE_LENGTH}-digit code for <strong>{email}</strong> is in the demo mailbox, which opens in a new tab.
          </>
        ) : (
          <>
            We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>.
          </>
        )}
      </Sent>
      {demoMode && <MailboxNotice newTab />}
      <Input
        label="Verification Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" block disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <Button variant="secondary" block onClick={onBack} disabled={pending}>
        Back
      </Button>
    </FormStack>
  );
}

const Sent = styled(Text)`
  overflow-wrap: anywhere;
  strong {
    color: ${theme.color.text};
  }
`;
