import { CurrentPasswordInput } from '@wishlist/domain-ui/account-fields';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, FormStack, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { currentPasswordRefusal } from '../utils/current-password.ts';

interface DownloadDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Download my data": the password is asked again (whoever holds an unlocked phone is not necessarily its owner). */
export function DownloadDataDialog({ open, onOpenChange }: DownloadDataDialogProps) {
  const download = useDownloadMyData();
  const [error, setError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (!next) setError(undefined);
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (download.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setError('Enter your password.');
    download.mutate(password, {
      onSuccess: () => close(false),
      onError: (failure) => {
        const refusal = currentPasswordRefusal(failure);
        if (refusal) return setError(refusal);
        toast({
          title: 'Download failed',
          description: apiMessage(failure) ?? 'Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Download your data"
      description="Enter your password to download a copy of everything Wishlist stores about you, as a JSON file."
    >
      <FormStack onSubmit={submit} noValidate aria-label="Confirm the download">
        <CurrentPasswordInput label="Password" name="password" error={error} />
        <Button type="submit" block disabled={download.isPending}>
          {download.isPending ? 'Preparing...' : 'Download'}
        </Button>
      </FormStack>
    </Dialog>
  );
}
