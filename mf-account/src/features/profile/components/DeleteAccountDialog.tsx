import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, FormStack, Input, Text, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccount } from '../api/delete-account.ts';
import { currentPasswordRefusal } from '../utils/current-password.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in account's username, which the person types to confirm. */
  username: string;
}

/**
 * The typed username and password, and deleting the account with them: a wrong password is said at its field;
 * once deleted, the person is sent to the landing page.
 */
function useDeleteAccountForm(username: string) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const intl = useIntl();
  const ready = typed.trim().toLowerCase() === username.toLowerCase() && password !== '' && !remove.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    // A promise, not mutate's callbacks: forgetting the user unmounts this screen (the shell's guard moves on),
    // and callbacks of an unmounted mutation are dropped.
    remove.mutateAsync({ body: { username: typed.trim(), password } }).then(
      () => {
        toast({
          title: intl.formatMessage({ id: 'profile.delete.done' }),
          description: intl.formatMessage({ id: 'profile.delete.doneText' }),
        });
        void navigate('/', { replace: true });
      },
      (error: unknown) => {
        const refusal = currentPasswordRefusal(error);
        if (refusal) return setPasswordError(refusal);
        toast({
          title: intl.formatMessage({ id: 'profile.delete.failed' }),
          description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
          variant: 'destructive',
        });
      },
    );
  };
  const typePassword = (value: string) => {
    setPassword(value);
    setPasswordError(undefined);
  };
  const clear = () => {
    setTyped('');
    typePassword('');
  };
  return { typed, setTyped, password, typePassword, passwordError, ready, submit, clear, pending: remove.isPending };
}

/**
 * "Delete my account": typing the username confirms and the password proves it is the person; then they are signed
 * out and sent to the landing page.
 */
export function DeleteAccountDialog({ open, onOpenChange, username }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const form = useDeleteAccountForm(username);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clear();
        onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'profile.delete.title' })}
      description={intl.formatMessage({ id: 'profile.delete.text' })}
    >
      <FormStack onSubmit={form.submit} noValidate>
        <Text $size="sm" $leading={1.5}>
          <FormattedMessage
            id="profile.delete.confirm"
            values={{
              username,
              strong: (chunks) => (
                <strong>
                  <bdi>{chunks}</bdi>
                </strong>
              ),
            }}
          />
        </Text>
        <Input
          label={intl.formatMessage({ id: 'profile.delete.username' })}
          name="confirm-username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={form.typed}
          onChange={(event) => form.setTyped(event.target.value)}
        />
        <Input
          label={intl.formatMessage({ id: 'profile.delete.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.typePassword(event.target.value)}
          error={form.passwordError}
        />
        <Button type="submit" variant="danger" block disabled={!form.ready}>
          {intl.formatMessage({ id: form.pending ? 'profile.delete.pending' : 'profile.delete.submit' })}
        </Button>
      </FormStack>
    </Dialog>
  );
}
