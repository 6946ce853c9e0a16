import { apiMessage, isApiError } from '@wishlist/app-runtime/api-client';
import { toast } from '@wishlist/ui';
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { typedBeforeStart } from '../../../lib/typed-before-start.ts';
import { useRegister } from '../api/register.ts';
import { useSendVerification } from '../api/send-verification.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { formatMessage } from '../../../i18n.ts';
import { accountCreated, missingCode, missingInformation, sendCodeFailed, signupFailed } from '../messages.ts';
import {
  CODE_LENGTH,
  invalidDetails,
  isCompleteCode,
  missingDetails,
  refusedDetail,
  type DetailErrors,
  type SignupDetails,
} from '../validation.ts';

/** Spec §4, §9: after signup the user goes to /app after 1000 ms (the toast is read meanwhile). */
const REDIRECT_DELAY_MS = 1000;

/** Signup step 1: the details as typed (what was typed before the page started included), and what is wrong with them. */
export function useSignupDetails() {
  const [details, setDetails] = useState<SignupDetails>(() => ({
    username: typedBeforeStart('username'),
    password: typedBeforeStart('password'),
    email: typedBeforeStart('email'),
  }));
  const [errors, setErrors] = useState<DetailErrors>({});

  /** The trimmed details when they can go; otherwise null, with the errors shown (and a toast when some are missing). */
  const validated = (emailValid: boolean): SignupDetails | null => {
    const values = { ...details, username: details.username.trim(), email: details.email.trim() };
    const missing = missingDetails(values);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      toast(missingInformation());
      return null;
    }
    const invalid = invalidDetails(values, emailValid);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return null;
    setDetails(values);
    return values;
  };
  return { details, setDetails, errors, setErrors, validated };
}

/**
 * Sending the code, the first time or again. With the username and the password, a taken username or a weak password
 * is refused before a code is sent (a taken email is not told apart): `onRefused` gets the field it is about. The
 * server's limit on sends is said next to "Resend code"; other failures in a toast.
 */
export function useCodeSending(onRefused: (errors: DetailErrors) => void) {
  const sendCode = useSendVerification();
  /** When the last code was sent (Date.now()): "Resend code" waits a little after it. */
  const [codeSentAt, setCodeSentAt] = useState(0);
  const [resendError, setResendError] = useState<string>();
  /** Demo mode: the code the last send answered, shown on the code step (spec §2). */
  const [demoCode, setDemoCode] = useState<string>();

  const send = (values: SignupDetails, again: boolean, sent: () => void) =>
    sendCode.mutate(
      { body: { method: 'email', contact: values.email, username: values.username, password: values.password } },
      {
        onSuccess: ({ code }) => {
          setDemoCode(code);
          setCodeSentAt(Date.now());
          setResendError(undefined);
          sent();
        },
        onError: (error) => {
          const refused = isApiError(error) ? refusedDetail(error.code, apiMessage(error)) : null;
          if (refused) onRefused(refused);
          else if (again && isApiError(error) && error.status === 429) setResendError(apiMessage(error));
          else toast(sendCodeFailed(error));
        },
      },
    );
  return { send, sending: sendCode.isPending, codeSentAt, resendError, demoCode };
}

/** Signup step 2: checks the typed code, then creates the account; `busy` from the first call until the page moves on. */
export function useCodeCheck(details: SignupDetails, created: boolean, onCreated: () => void) {
  const verifyCode = useVerifyCode();
  const register = useRegister();
  const [error, setError] = useState<string>();
  const busy = verifyCode.isPending || register.isPending || created;

  const submit = async (code: string) => {
    if (busy) return;
    if (!code) {
      setError(undefined);
      toast(missingCode());
      return;
    }
    if (!isCompleteCode(code)) {
      setError(formatMessage('auth.verify.incomplete', { length: CODE_LENGTH }));
      return;
    }
    setError(undefined);
    try {
      await verifyCode.mutateAsync({ body: { contact: details.email, code } });
      await register.mutateAsync({ body: { ...details, verificationMethod: 'email' } });
    } catch (error) {
      toast(signupFailed(error));
      return;
    }
    toast(accountCreated());
    onCreated();
  };
  return { submit, error, clearError: () => setError(undefined), busy };
}

/** Once the account is created, on to where the person was going (/app by default), after REDIRECT_DELAY_MS. */
export function useGoOnOnceCreated(created: boolean) {
  const navigate = useNavigate();
  // A layout effect: the wait starts with the render that says the account was created, not a frame later.
  useLayoutEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate(takeReturnTo()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);
}
