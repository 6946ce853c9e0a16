import { NewPasswordInput } from '@wishlist/domain-ui/account-fields';
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { newPasswordError } from '@wishlist/domain-ui/password-policy';
import { Button, FormStack, Input, LoadingState, Stack, Text, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useIsDemoMode } from '../api/demo-mailbox.ts';
import { useConfirmPasswordReset, useResetLinkRefusal } from '../api/password-reset.ts';
import { passwordChanged, resetLinkRefused } from '../messages.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { MailboxNotice } from './MailboxNotice.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { FormattedMessage, formatMessage, useIntl } from '../../../i18n.ts';

interface PasswordErrors {
  password?: string;
  repeat?: string;
}

/**
 * Checks the new password and sets it; once set, on to sign in. `onLinkRefused` learns why the link turned out
 * unusable (it was used meanwhile, or expired while the page was open).
 */
function useNewPasswordForm(token: string, onLinkRefused: (error: unknown) => void) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [errors, setErrors] = useState<PasswordErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    const repeat = String(form.get('repeat'));
    const found: PasswordErrors = {
      password: newPasswordError(password, formatMessage),
      repeat: repeat !== password ? formatMessage('auth.field.passwordsDiffer') : undefined,
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    confirm.mutate(
      { body: { token, password } },
      {
        onSuccess: () => {
          toast(passwordChanged());
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 'WEAK_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_IS_PERSONAL'))
            return setErrors({ password: apiMessage(error) });
          toast(resetLinkRefused(error));
          if (isApiError(error, 'RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED')) onLinkRefused(error);
        },
      },
    );
  };
  return { errors, submit, saving: confirm.isPending };
}

/**
 * /reset-password?token=…: the page a reset link opens. A link that was used or has expired says so at once (the
 * server is asked as the page opens) and offers a new one. The new password follows the signup policy (the server
 * says why one is refused); once set, every session of the account has ended and the person signs in again.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkCheck = useResetLinkRefusal(token);
  /** Why Set New Password found the link unusable (it was used meanwhile, or expired while the page was open). */
  const [refusedOnConfirm, setRefusedOnConfirm] = useState<unknown>(null);
  const { errors, submit, saving } = useNewPasswordForm(token, setRefusedOnConfirm);
  const refusal = refusedOnConfirm ?? linkCheck.data;
  const linkUnusable = !token || Boolean(refusal);
  const intl = useIntl();

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      subtitle={intl.formatMessage({ id: linkUnusable ? 'auth.reset.linkUnusable' : 'auth.reset.subtitle' })}
      switchTo={
        <FormattedMessage id="auth.reset.switch" values={{ link: (text) => <Link to="/login">{text}</Link> }} />
      }
    >
      {linkUnusable ? (
        <LinkRefused message={apiMessage(refusal)} />
      ) : linkCheck.isPending ? (
        <LoadingState text={intl.formatMessage({ id: 'auth.reset.checking' })} />
      ) : (
        <FormStack onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.reset.form' })}>
          <NewPasswordInput
            label={intl.formatMessage({ id: 'auth.reset.newPassword' })}
            name="password"
            error={errors.password}
          />
          <Input
            label={intl.formatMessage({ id: 'auth.reset.repeat' })}
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeat}
          />
          <Button type="submit" size="lg" block disabled={saving}>
            <FormattedMessage id={saving ? 'auth.reset.saving' : 'auth.reset.save'} />
          </Button>
        </FormStack>
      )}
    </AuthLayout>
  );
}

/** A link that cannot set a password: why (the server's words), and a new link sent from right here. */
function LinkRefused({ message }: { message?: string }) {
  const intl = useIntl();
  const [askOpen, setAskOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const demoMode = useIsDemoMode();
  return (
    <Stack $gap="md">
      <Text $size="sm" $leading={1.5} role="alert">
        {message ?? intl.formatMessage({ id: 'auth.reset.linkRefused' })}
      </Text>
      {/* Demo mode: the new link went to the demo mailbox (never to this screen). */}
      {sent && demoMode && <MailboxNotice />}
      <Button size="lg" block onClick={() => setAskOpen(true)}>
        <FormattedMessage id="auth.reset.newLink" />
      </Button>
      <ResetPasswordDialog open={askOpen} onOpenChange={setAskOpen} onSent={() => setSent(true)} />
    </Stack>
  );
}
