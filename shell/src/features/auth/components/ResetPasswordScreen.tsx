import { NewPasswordInput } from '@wishlist/mf-shared/account-fields';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { newPasswordError } from '@wishlist/mf-shared/password-policy';
import { Button, FormStack, Input, Text, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { passwordChanged, resetLinkRefused } from '../messages.ts';
import { AuthLayout } from './AuthLayout.tsx';

interface PasswordErrors {
  password?: string;
  repeat?: string;
}

/**
 * /reset-password?token=…: the page a reset link opens. The new password follows the signup policy (the server
 * says why one is refused); once set, every session of the account has ended and the person signs in again.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [linkRefused, setLinkRefused] = useState(!token);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    const repeat = String(form.get('repeat'));
    const found: PasswordErrors = {
      password: newPasswordError(password),
      repeat: repeat !== password ? 'The passwords do not match.' : undefined,
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    confirm.mutate(
      { body: { token, password } },
      {
        onSuccess: () => {
          toast(passwordChanged);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 'WEAK_PASSWORD')) return setErrors({ password: error.message });
          toast(resetLinkRefused(error));
          if (isApiError(error, 'RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED')) setLinkRefused(true);
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account."
      switchTo={
        <>
          Remembered it? <Link to="/login">Sign In</Link>
        </>
      }
    >
      {linkRefused ? (
        <Text $tone="muted" $size="sm" $leading={1.5} role="alert">
          This reset link cannot be used. On the <Link to="/login">Sign In</Link> page, choose Forgot password to get a
          new one.
        </Text>
      ) : (
        <FormStack onSubmit={submit} noValidate aria-label="Set a new password">
          <NewPasswordInput label="New Password" name="password" error={errors.password} />
          <Input
            label="Repeat New Password"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeat}
          />
          <Button type="submit" size="lg" block disabled={confirm.isPending}>
            {confirm.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </FormStack>
      )}
    </AuthLayout>
  );
}
