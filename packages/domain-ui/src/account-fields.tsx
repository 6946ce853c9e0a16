import { Input, type InputProps } from '@wishlist/ui';
import { MIN_PASSWORD_LENGTH, newPasswordHint } from './password-policy.ts';
import { useText } from './i18n.ts';

// The account fields of every form that asks for them (signup, sign-in, reset, change, delete, download), marked as
// password managers and phone keyboards expect.

export function UsernameInput(props: Partial<InputProps>) {
  const { text } = useText();
  return (
    <Input
      label={text('domain.account.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      required
      {...props}
    />
  );
}

/** The password the person has now. */
export function CurrentPasswordInput(props: InputProps) {
  return <Input type="password" autoComplete="current-password" required {...props} />;
}

/** A password being chosen: the policy's length and hint (password-policy.ts). */
export function NewPasswordInput(props: InputProps) {
  const { text } = useText();
  return (
    <Input
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      hint={newPasswordHint(text)}
      {...props}
    />
  );
}
