import { CurrentPasswordInput } from '@wishlist/domain-ui/account-fields';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { Button, Dialog, FormStack, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { currentPasswordRefusal } from '../utils/current-password.ts';
import { useIntl } from '../../../i18n.ts';

interface DownloadDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Download my data": the password is asked again (whoever holds an unlocked phone is not necessarily its owner). */
export function DownloadDataDialog({ open, onOpenChange }: DownloadDataDialogProps) {
  const download = useDownloadMyData();
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (!next) setError(undefined);
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (download.isPending) return;
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setError(intl.formatMessage({ id: 'profile.download.passwordMissing' }));
    download.mutate(password, {
      onSuccess: () => close(false),
      onError: (failure) => {
        const refusal = currentPasswordRefusal(failure);
        if (refusal) return setError(refusal);
        toast({
          title: intl.formatMessage({ id: 'profile.download.failed' }),
          description: apiMessage(failure) ?? intl.formatMessage({ id: 'common.tryAgain' }),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={intl.formatMessage({ id: 'profile.download.title' })}
      description={intl.formatMessage({ id: 'profile.download.text' })}
    >
      <FormStack onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'profile.download.formLabel' })}>
        <CurrentPasswordInput
          label={intl.formatMessage({ id: 'profile.download.password' })}
          name="password"
          error={error}
        />
        <Button type="submit" block disabled={download.isPending}>
          {intl.formatMessage({ id: download.isPending ? 'profile.download.pending' : 'profile.download.submit' })}
        </Button>
      </FormStack>
    </Dialog>
  );
}
