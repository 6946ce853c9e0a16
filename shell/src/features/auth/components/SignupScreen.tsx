import { apiMessage, isApiError } from '@wishlist/mf-shared/api-client';
import { toast } from '@wishlist/ui';
import { useLayoutEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { typedBeforeStart } from '../../../lib/typed-before-start.ts';
import { useRegister } from '../api/register.ts';
import { useSendVerification } from '../api/send-verification.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { useIsDemoMode } from '../api/demo-mailbox.ts';
import {
  accountCreated,
  codeSent,
  newCodeSent,
  missingCode,
  missingInformation,
  sendCodeFailed,
  signupFailed,
} from '../messages.ts';
import {
  invalidDetails,
  isCompleteCode,
  missingDetails,
  refusedDetail,
  type DetailErrors,
  type SignupDetails,
} from '../validation.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { SignupDetailsForm } from './SignupDetailsForm.tsx';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';

/** Spec §4, §9: after signup the user goes to /app after 1000 ms (the toast is read meanwhile). */
export const REDIRECT_DELAY_MS = 1000;

type Step = 'details' | 'code' | 'done';

/**
 * /signup (spec §2, §4): details, then the emailed code (in demo mode shown on screen too); verify, register, and on
 * to /app.
 */
export function SignupScreen() {
  const navigate = useNavigate();
  const sendCode = useSendVerification();
  const verifyCode = useVerifyCode();
  const register = useRegister();
  const [step, setStep] = useState<Step>('details');
  const demoMode = useIsDemoMode();
  const [details, setDetails] = useState<SignupDetails>(() => ({
    username: typedBeforeStart('username'),
    password: typedBeforeStart('password'),
    email: typedBeforeStart('email'),
  }));
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  const [codeError, setCodeError] = useState<string>();
  /** When the last code was sent (Date.now()): "Resend code" waits a little after it. */
  const [codeSentAt, setCodeSentAt] = useState(0);
  const [resendError, setResendError] = useState<string>();
  /** Demo mode: the code the last send answered, shown on the code step (spec §2). */
  const [demoCode, setDemoCode] = useState<string>();

  // A layout effect: the wait starts with the render that says the account was created, not a frame later.
  useLayoutEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void navigate(takeReturnTo()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  // With the username and the password, a taken username or a weak password is refused before a code is sent (a
  // taken email is not told apart); on the code step such a refusal sends the person back to the field it is about.
  const sendCodeFor = (values: SignupDetails, sent: () => void) =>
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
          if (refused) {
            setDetailErrors(refused);
            setStep('details');
          } else if (step === 'code' && isApiError(error) && error.status === 429) setResendError(apiMessage(error));
          else toast(sendCodeFailed(error));
        },
      },
    );

  const submitDetails = (emailValid: boolean) => {
    if (sendCode.isPending) return;
    const values = { ...details, username: details.username.trim(), email: details.email.trim() };
    const missing = missingDetails(values);
    if (Object.keys(missing).length > 0) {
      setDetailErrors(missing);
      toast(missingInformation);
      return;
    }
    const invalid = invalidDetails(values, emailValid);
    setDetailErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setDetails(values);
    sendCodeFor(values, () => {
      toast(codeSent);
      setCodeError(undefined);
      setStep('code');
    });
  };

  const resendCode = () => {
    if (!sendCode.isPending) sendCodeFor(details, () => toast(newCodeSent(details.email)));
  };

  const creating = verifyCode.isPending || register.isPending || step === 'done';

  const submitCode = async (code: string) => {
    if (creating) return;
    if (!code) {
      setCodeError(undefined);
      toast(missingCode);
      return;
    }
    if (!isCompleteCode(code)) {
      setCodeError('Enter the 6-digit code.');
      return;
    }
    setCodeError(undefined);
    try {
      await verifyCode.mutateAsync({ body: { contact: details.email, code } });
      await register.mutateAsync({ body: { ...details, verificationMethod: 'email' } });
    } catch (error) {
      toast(signupFailed(error));
      return;
    }
    toast(accountCreated);
    setStep('done');
  };

  return (
    <AuthLayout
      title="Create Account"
      subtitle="Join Wishlist and let them know."
      switchTo={
        <>
          Already have an account? <Link to="/login">Sign In</Link>
        </>
      }
    >
      {step === 'details' ? (
        <SignupDetailsForm
          values={details}
          errors={detailErrors}
          pending={sendCode.isPending}
          onChange={setDetails}
          onSubmit={submitDetails}
        />
      ) : (
        <VerifyCodeForm
          email={details.email}
          demoMode={demoMode}
          demoCode={demoCode}
          pending={creating}
          error={codeError}
          codeSentAt={codeSentAt}
          resending={sendCode.isPending}
          resendError={resendError}
          onResend={resendCode}
          onSubmit={(code) => void submitCode(code)}
          onBack={() => setStep('details')}
        />
      )}
    </AuthLayout>
  );
}
