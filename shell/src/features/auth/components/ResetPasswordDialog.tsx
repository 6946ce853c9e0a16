import { Button, Dialog, FormStack, Input, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { resetFailed, resetSent, usernameRequired } from '../messages.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a send (the link goes only to the account's address, never to the screen). */
  onSent?: () => void;
}

/**
 * Login's 'Forgot password' dialog (spec §2): sends a one-time link to the account's address, confirms with a
 * toast (the same for any username: the answer never tells whether it exists) and closes.
 */
export function ResetPasswordDialog({ open, onOpenChange, onSent }: ResetPasswordDialogProps) {
  const [username, setUsername] = useState('');
  const request = useRequestPasswordReset();
  const intl = useIntl();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const name = username.trim();
    if (!name) {
      toast(usernameRequired());
      return;
    }
    request.mutate(
      { body: { username: name } },
      {
        onSuccess: () => {
          toast(resetSent(name));
          setUsername('');
          onOpenChange(false);
          onSent?.();
        },
        onError: (error) => toast(resetFailed(error)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      description={intl.formatMessage({ id: 'auth.reset.description' })}
    >
      <FormStack onSubmit={submit} noValidate>
        <Input
          label={intl.formatMessage({ id: 'auth.reset.username' })}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" block disabled={request.isPending}>
          <FormattedMessage id={request.isPending ? 'auth.reset.submitting' : 'auth.reset.submit'} />
        </Button>
      </FormStack>
    </Dialog>
  );
}
