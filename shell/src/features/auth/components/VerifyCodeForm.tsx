import { Button, FormStack, Input, Text, theme } from '@wishlist/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { MailboxNotice } from './MailboxNotice.tsx';
import { CODE_LENGTH, codeIn } from '../validation.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface VerifyCodeFormProps {
  email: string;
  /** The server runs demo mode (no mail server): the code is read in the demo mailbox, linked from here. */
  demoMode: boolean;
  /** Demo mode: the code the send answered, shown to be typed (spec §2). */
  demoCode?: string;
  pending: boolean;
  error?: string;
  /** When the last code was sent (Date.now()): "Resend code" is offered RESEND_AFTER_SECONDS later. */
  codeSentAt: number;
  /** A new code is being sent. */
  resending: boolean;
  /** Why no new code can be sent now (the server's limit per address, with when to try again). */
  resendError?: string;
  onResend: () => void;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/**
 * A new code is offered after this wait, so an impatient second tap does not replace a code that is on its way; the
 * server limits sends per address (3 in 15 minutes) whatever the screen does.
 */
export const RESEND_AFTER_SECONDS = 30;

/** Whole seconds until "Resend code" is offered, counted down once a second. */
function useSecondsUntilResend(codeSentAt: number) {
  const [now, setNow] = useState(Date.now);
  const offeredAt = codeSentAt + RESEND_AFTER_SECONDS * 1000;
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= offeredAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [offeredAt]);
  // Until the first tick after a new send, `now` is from before it: never more than the whole wait.
  return Math.min(RESEND_AFTER_SECONDS, Math.max(0, Math.ceil((offeredAt - now) / 1000)));
}

/** Signup step 2: the 6-digit code; Back returns to the details (spec §2). */
export function VerifyCodeForm({
  email,
  demoMode,
  demoCode,
  pending,
  error,
  codeSentAt,
  resending,
  resendError,
  onResend,
  onSubmit,
  onBack,
}: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const waitSeconds = useSecondsUntilResend(codeSentAt);
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <FormStack onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.verify.form' })}>
      <CodeSentText email={email} demoMode={demoMode} demoCode={demoCode} />
      {(demoMode || demoCode) && <MailboxNotice newTab code={demoCode} />}
      <Input
        label={intl.formatMessage({ id: 'auth.verify.code' })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(codeIn(event.target.value))}
        error={error}
      />
      <Button type="submit" size="lg" block disabled={pending}>
        <FormattedMessage id={pending ? 'auth.verify.submitting' : 'auth.verify.submit'} />
      </Button>
      <Button variant="secondary" block onClick={onResend} disabled={pending || resending || waitSeconds > 0}>
        {resending ? (
          <FormattedMessage id="auth.verify.resending" />
        ) : waitSeconds > 0 ? (
          <FormattedMessage id="auth.verify.resendIn" values={{ seconds: waitSeconds }} />
        ) : (
          <FormattedMessage id="auth.verify.resend" />
        )}
      </Button>
      {resendError && (
        <Text $tone="danger" $size="sm" role="alert">
          {resendError}
        </Text>
      )}
      <Button variant="ghost" block onClick={onBack} disabled={pending}>
        <FormattedMessage id="auth.verify.back" />
      </Button>
    </FormStack>
  );
}

/** Where the code is: shown below (demo mode's answer), in the demo mailbox, or sent by mail. */
function CodeSentText({ email, demoMode, demoCode }: Pick<VerifyCodeFormProps, 'email' | 'demoMode' | 'demoCode'>) {
  const id = demoCode ? 'auth.verify.sentShown' : demoMode ? 'auth.verify.sentDemo' : 'auth.verify.sent';
  // The address as it was typed, kept in its own direction inside the sentence.
  const strong = (text: ReactNode) => (
    <strong>
      <bdi>{text}</bdi>
    </strong>
  );
  return (
    <Sent $tone="muted" $size="sm" $leading={1.5}>
      <FormattedMessage id={id} values={{ length: CODE_LENGTH, email, strong }} />
    </Sent>
  );
}

const Sent = styled(Text)`
  overflow-wrap: anywhere;
  strong {
    color: ${theme.color.text};
  }
`;
