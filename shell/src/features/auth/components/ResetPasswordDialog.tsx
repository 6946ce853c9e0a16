import { Button, Dialog, FormStack, Input, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { resetSent, usernameRequired } from '../messages.ts';

interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Login's 'Forgot password' dialog (spec §2). It makes no call (spec §7): it confirms with a toast and closes. */
export function ResetPasswordDialog({ open, onOpenChange }: ResetPasswordDialogProps) {
  const [username, setUsername] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) {
      toast(usernameRequired);
      return;
    }
    toast(resetSent(name));
    setUsername('');
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description="Enter your username and we'll send you instructions to reset your password."
    >
      <FormStack onSubmit={submit} noValidate>
        <Input label="Username" name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
        <Button type="submit" block>
          Send Reset
        </Button>
      </FormStack>
    </Dialog>
  );
}
