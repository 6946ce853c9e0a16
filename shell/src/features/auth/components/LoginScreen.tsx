import { CurrentPasswordInput, UsernameInput } from '@wishlist/domain-ui/account-fields';
import { Button, FormStack, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { useLogin } from '../api/login.ts';
import { loggedIn, loginFailed } from '../messages.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { MailboxNotice } from './MailboxNotice.tsx';
import { useIsDemoMode } from '../api/demo-mailbox.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { FormattedMessage, formatMessage, useIntl } from '../../../i18n.ts';

interface LoginErrors {
  username?: string;
  password?: string;
}

/** Both fields required; on success 'Welcome back!' and on to where the person was going. */
function useLoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return; // no double submit
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username')).trim();
    const password = String(form.get('password'));
    const missing: LoginErrors = {
      username: username ? undefined : formatMessage('auth.field.enterUsername'),
      password: password ? undefined : formatMessage('auth.field.enterPassword'),
    };
    setErrors(missing);
    if (missing.username || missing.password) return;
    login.mutate(
      { body: { username, password } },
      {
        onSuccess: () => {
          toast(loggedIn());
          void navigate(takeReturnTo());
        },
        onError: (error) => toast(loginFailed(error)),
      },
    );
  };
  return { errors, submit, signingIn: login.isPending };
}

/**
 * /login (spec §2, §4): username and password, both required; on success 'Welcome back!' and on to /app, or to
 * the signed-in screen the guest had asked for.
 */
export function LoginScreen() {
  const { errors, submit, signingIn } = useLoginForm();
  const [resetOpen, setResetOpen] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const demoMode = useIsDemoMode();
  const intl = useIntl();

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.login.title' })}
      subtitle={intl.formatMessage({ id: 'auth.login.subtitle' })}
      switchTo={
        <FormattedMessage id="auth.login.switch" values={{ link: (text) => <Link to="/signup">{text}</Link> }} />
      }
    >
      {/* Sent before the app has started, it posts to the edge (docs/architecture.md, "Loading fast on a phone"). */}
      <FormStack method="post" onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.login.form' })}>
        {/* Demo mode: the reset link went to the demo mailbox (never to this screen). */}
        {resetSent && demoMode && <MailboxNotice />}
        <UsernameInput error={errors.username} />
        <CurrentPasswordInput
          label={intl.formatMessage({ id: 'auth.login.password' })}
          name="password"
          error={errors.password}
        />
        <Forgot>
          <Button variant="ghost" size="sm" onClick={() => setResetOpen(true)}>
            <FormattedMessage id="auth.login.forgot" />
          </Button>
        </Forgot>
        <Button type="submit" size="lg" block disabled={signingIn}>
          <FormattedMessage id={signingIn ? 'auth.login.submitting' : 'auth.login.submit'} />
        </Button>
      </FormStack>
      <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} onSent={() => setResetSent(true)} />
    </AuthLayout>
  );
}

const Forgot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block: -8px -4px;
  margin-inline: 0 -14px;
`;
