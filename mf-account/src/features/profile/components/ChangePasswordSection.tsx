import { CurrentPasswordInput, NewPasswordInput } from '@wishlist/domain-ui/account-fields';
import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import type { Wording } from '@wishlist/domain-ui/i18n';
import { newPasswordError } from '@wishlist/domain-ui/password-policy';
import { Button, FormStack, Input, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../api/change-password.ts';
import { currentPasswordRefusal } from '../utils/current-password.ts';
import { Section, SectionText } from './Section.tsx';
import { type AccountIntl, useIntl } from '../../../i18n.ts';

interface PasswordErrors {
  currentPassword?: string;
  newPassword?: string;
  repeat?: string;
}

/** What the form holds, and what is wrong with it before it goes: nothing when every field is undefined. */
/** The account's catalogue as the password rule asks for its words. */
const wording =
  (intl: AccountIntl): Wording =>
  (id, values) =>
    intl.formatMessage({ id }, values);

function readPasswordForm(form: HTMLFormElement, intl: AccountIntl) {
  const fields = new FormData(form);
  const field = (name: string) => String(fields.get(name) ?? '');
  const [currentPassword, newPassword, repeat] = [
    field('current-password'),
    field('new-password'),
    field('repeat-password'),
  ];
  const errors: PasswordErrors = {
    currentPassword: currentPassword ? undefined : intl.formatMessage({ id: 'profile.password.currentMissing' }),
    newPassword: newPasswordError(newPassword, wording(intl)),
    repeat: repeat === newPassword ? undefined : intl.formatMessage({ id: 'profile.password.mismatch' }),
  };
  return { currentPassword, newPassword, errors };
}

/** Checks the form, sends it, and puts the server's refusal at the field it is about. */
function useChangePasswordForm() {
  const change = useChangePassword();
  const intl = useIntl();
  const [errors, setErrors] = useState<PasswordErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const { currentPassword, newPassword, errors: found } = readPasswordForm(form, intl);
    setErrors(found);
    if (found.currentPassword || found.newPassword || found.repeat) return;
    change.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: intl.formatMessage({ id: 'profile.password.changed' }),
            description: intl.formatMessage({ id: 'profile.password.changedText' }),
          });
        },
        onError: (error) => {
          const refusal = currentPasswordRefusal(error);
          if (refusal) return setErrors({ currentPassword: refusal });
          if (isApiError(error) && error.status === 400)
            return setErrors({ newPassword: apiMessage(error) ?? newPasswordError(newPassword, wording(intl)) });
          toast({
            title: intl.formatMessage({ id: 'profile.password.failed' }),
            description: apiMessage(error) ?? intl.formatMessage({ id: 'common.tryAgain' }),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return { errors, submit, saving: change.isPending };
}

/**
 * Change password: the current one proves it is the person, the new one follows the signup policy (the server
 * says why one is refused). Every other device is signed out; this one stays signed in.
 */
export function ChangePasswordSection({ username }: { username: string }) {
  const intl = useIntl();
  const { errors, submit, saving } = useChangePasswordForm();

  return (
    <Section title={intl.formatMessage({ id: 'profile.password.title' })}>
      <FormStack onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'profile.password.formLabel' })}>
        <SectionText>{intl.formatMessage({ id: 'profile.password.text' })}</SectionText>
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <CurrentPasswordInput
          label={intl.formatMessage({ id: 'profile.password.current' })}
          name="current-password"
          error={errors.currentPassword}
        />
        <NewPasswordInput
          label={intl.formatMessage({ id: 'profile.password.new' })}
          name="new-password"
          error={errors.newPassword}
        />
        <Input
          label={intl.formatMessage({ id: 'profile.password.repeat' })}
          name="repeat-password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.repeat}
        />
        <Button type="submit" variant="secondary" block disabled={saving}>
          {intl.formatMessage({ id: saving ? 'common.saving' : 'profile.password.submit' })}
        </Button>
      </FormStack>
    </Section>
  );
}
