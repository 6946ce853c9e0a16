import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, FormStack, Input, Text, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccount } from '../api/delete-account.ts';
import { currentPasswordRefusal } from '../utils/current-password.ts';

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
  const ready = typed.trim().toLowerCase() === username.toLowerCase() && password !== '' && !remove.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    // A promise, not mutate's callbacks: forgetting the user unmounts this screen (the shell's guard moves on),
    // and callbacks of an unmounted mutation are dropped.
    remove.mutateAsync({ body: { username: typed.trim(), password } }).then(
      () => {
        toast({ title: 'Account deleted', description: 'Your account and everything in it are gone. Take care!' });
        void navigate('/', { replace: true });
      },
      (error: unknown) => {
        const refusal = currentPasswordRefusal(error);
        if (refusal) return setPasswordError(refusal);
        toast({
          title: 'Account not deleted',
          description: apiMessage(error) ?? 'Please try again.',
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
  const form = useDeleteAccountForm(username);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clear();
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="Your profile, photos, likes, matches and messages are deleted for good, and a paid plan is canceled. This cannot be undone."
    >
      <FormStack onSubmit={form.submit} noValidate>
        <Text $size="sm" $leading={1.5}>
          To confirm, type your username <strong>{username}</strong> and your password.
        </Text>
        <Input
          label="Username"
          name="confirm-username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={form.typed}
          onChange={(event) => form.setTyped(event.target.value)}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.typePassword(event.target.value)}
          error={form.passwordError}
        />
        <Button type="submit" variant="danger" block disabled={!form.ready}>
          {form.pending ? 'Deleting...' : 'Delete My Account'}
        </Button>
      </FormStack>
    </Dialog>
  );
}
