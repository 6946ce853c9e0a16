import { toast } from '@wishlist/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIsDemoMode } from '../api/demo-mailbox.ts';
import { useCodeCheck, useCodeSending, useGoOnOnceCreated, useSignupDetails } from '../hooks/use-signup.ts';
import { codeSent, newCodeSent } from '../messages.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { SignupDetailsForm } from './SignupDetailsForm.tsx';
import { VerifyCodeForm } from './VerifyCodeForm.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

type Step = 'details' | 'code' | 'done';

const signInInstead = (
  <FormattedMessage id="auth.signup.switch" values={{ link: (text) => <Link to="/login">{text}</Link> }} />
);

/**
 * /signup (spec §2, §4): details, then the emailed code (in demo mode shown on screen too); verify, register, and on
 * to /app. A refusal of the details on the code step sends the person back to the field it is about.
 */
export function SignupScreen() {
  const [step, setStep] = useState<Step>('details');
  const demoMode = useIsDemoMode();
  const form = useSignupDetails();
  const code = useCodeSending((refused) => {
    form.setErrors(refused);
    setStep('details');
  });
  const check = useCodeCheck(form.details, step === 'done', () => setStep('done'));
  useGoOnOnceCreated(step === 'done');
  const intl = useIntl();

  const submitDetails = (emailValid: boolean) => {
    if (code.sending) return;
    const values = form.validated(emailValid);
    if (!values) return;
    code.send(values, false, () => {
      toast(codeSent());
      check.clearError();
      setStep('code');
    });
  };
  const resendCode = () => {
    if (!code.sending) code.send(form.details, true, () => toast(newCodeSent(form.details.email)));
  };

  return (
    <AuthLayout
      title={intl.formatMessage({ id: 'auth.signup.title' })}
      subtitle={intl.formatMessage({ id: 'auth.signup.subtitle' })}
      switchTo={signInInstead}
    >
      {step === 'details' ? (
        <SignupDetailsForm
          values={form.details}
          errors={form.errors}
          pending={code.sending}
          onChange={form.setDetails}
          onSubmit={submitDetails}
        />
      ) : (
        <VerifyCodeForm
          email={form.details.email}
          demoMode={demoMode}
          demoCode={code.demoCode}
          pending={check.busy}
          error={check.error}
          codeSentAt={code.codeSentAt}
          resending={code.sending}
          resendError={code.resendError}
          onResend={resendCode}
          onSubmit={(typed) => void check.submit(typed)}
          onBack={() => setStep('details')}
        />
      )}
    </AuthLayout>
  );
}
