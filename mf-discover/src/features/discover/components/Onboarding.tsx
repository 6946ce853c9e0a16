import type { OwnProfile, ProfileUpdate } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { BirthDateInput, FirstNameInput, GenderFields, LocationFields } from '@wishlist/domain-ui/preference-fields';
import { IntentionSelect, PromptsEditor } from '@wishlist/domain-ui/prompt-fields';
import {
  Button,
  ButtonLink,
  dismissToast,
  FormStack,
  Heading,
  keepClearOfToasts,
  ProgressBar,
  Stack,
  Text,
  theme,
} from '@wishlist/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useIntl } from '../../../i18n.ts';

/** The steps, in order (spec §2, "Onboarding"; prompts: issue 46): the first two are required, the others can be skipped. */
export const ONBOARDING_STEPS = ['birthDate', 'firstName', 'preferences', 'location', 'prompts', 'photos'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

interface OnboardingProps {
  profile: OwnProfile;
  /** The deck's turn: every step is done or skipped. */
  onDone: () => void;
  /** Where to start (stories); else the first step still to do. */
  initialStep?: OnboardingStep;
}

/**
 * Before the first card, a new person tells their birth date (18+, and why), first name, gender and whom to see,
 * location, what they are looking for and a few prompts' answers, and photos. Each step saves through the API as the own profile page does; until the birth date and the
 * first name are saved, the server shows them nobody and nobody them (403 BIRTH_DATE_REQUIRED).
 */
export function Onboarding({ profile, onDone, initialStep }: OnboardingProps) {
  const [step, setStep] = useState<OnboardingStep>(initialStep ?? (profile.birthDate ? 'firstName' : 'birthDate'));
  const index = ONBOARDING_STEPS.indexOf(step);
  const intl = useIntl();
  // Onboarding welcomes the person itself: signup's toast, still on screen, would cover its first explanation.
  useEffect(dismissToast, []);
  if (profile.underAgeDeclared) return <AdultsOnly />;
  const next = () => {
    const following = ONBOARDING_STEPS[index + 1];
    if (following) setStep(following);
    else onDone();
  };

  return (
    <Frame aria-labelledby="onboarding-title">
      <ProgressBar
        value={((index + 1) / ONBOARDING_STEPS.length) * 100}
        label={intl.formatMessage({ id: 'onboarding.step' }, { step: index + 1, steps: ONBOARDING_STEPS.length })}
      />
      {step === 'birthDate' && <BirthDateStep onSaved={next} />}
      {step === 'firstName' && <FirstNameStep profile={profile} onSaved={next} />}
      {step === 'preferences' && (
        <StepFrame
          title={intl.formatMessage({ id: 'onboarding.preferences.title' })}
          text={intl.formatMessage({ id: 'onboarding.preferences.text' })}
          next={next}
        >
          <GenderFields profile={profile} />
        </StepFrame>
      )}
      {step === 'location' && (
        <StepFrame
          title={intl.formatMessage({ id: 'onboarding.location.title' })}
          text={intl.formatMessage({ id: 'domain.location.privacy' })}
          next={next}
        >
          <LocationFields profile={profile} />
        </StepFrame>
      )}
      {step === 'prompts' && (
        <StepFrame
          title={intl.formatMessage({ id: 'onboarding.prompts.title' })}
          text={intl.formatMessage({ id: 'onboarding.prompts.text' })}
          next={next}
          nextLabel={intl.formatMessage({ id: 'onboarding.skip' })}
        >
          <IntentionSelect profile={profile} />
          <PromptsEditor
            prompts={profile.prompts}
            onSaved={next}
            saveLabel={intl.formatMessage({ id: 'onboarding.prompts.save' })}
          />
        </StepFrame>
      )}
      {step === 'photos' && (
        <StepFrame
          title={intl.formatMessage({ id: 'onboarding.photos.title' })}
          text={intl.formatMessage({ id: 'onboarding.photos.text' })}
          next={next}
          nextLabel={intl.formatMessage({ id: 'onboarding.skip' })}
        >
          <ButtonLink to="/profile" block size="lg">
            {intl.formatMessage({ id: 'onboarding.photos.add' })}
          </ButtonLink>
        </StepFrame>
      )}
    </Frame>
  );
}

interface StepFrameProps {
  title: string;
  text: string;
  children: ReactNode;
  next: () => void;
  nextLabel?: string;
}

/** A step whose fields save themselves (gender, location, photos): a title, a line, the fields and Continue. */
function StepFrame({ title, text, children, next, nextLabel }: StepFrameProps) {
  const intl = useIntl();
  return (
    <Stack>
      <StepTitle title={title} text={text} />
      {children}
      <Button variant="ghost" block size="lg" onClick={next}>
        {nextLabel ?? intl.formatMessage({ id: 'onboarding.continue' })}
      </Button>
    </Stack>
  );
}

/** The step's title and why it is asked: toasts show below it, never over it (a step's choices raise them). */
function StepTitle({ title, text }: { title: string; text: string }) {
  return (
    <Stack {...keepClearOfToasts}>
      <Heading id="onboarding-title" as="h1" $size="xl">
        {title}
      </Heading>
      <Text $tone="muted" $leading={1.5}>
        {text}
      </Text>
    </Stack>
  );
}

/**
 * For an account whose owner gave an under-18 birth date: nothing more to do here (spec §5). The server refuses any
 * other date from now on (UNDER_AGE_DECLARED), and shows the person to nobody; only support can correct the date.
 */
function AdultsOnly() {
  const intl = useIntl();
  return (
    <Frame aria-labelledby="onboarding-title">
      <StepTitle
        title={intl.formatMessage({ id: 'onboarding.adultsOnly.title' })}
        text={intl.formatMessage({ id: 'onboarding.adultsOnly.text' })}
      />
      <ButtonLink to="/contact" block size="lg">
        {intl.formatMessage({ id: 'onboarding.adultsOnly.contact' })}
      </ButtonLink>
    </Frame>
  );
}

/** Saves one change of the own profile; the server's refusal (TOO_YOUNG, a validation…) is shown under the field. */
function useSaveStep(onSaved: () => void) {
  const intl = useIntl();
  const update = useUpdateOwnProfile();
  const [error, setError] = useState<string | undefined>();
  const save = (body: ProfileUpdate) =>
    update.mutate(
      { body },
      {
        onSuccess: onSaved,
        onError: (failure) => setError(apiMessage(failure) ?? intl.formatMessage({ id: 'onboarding.saveFailed' })),
      },
    );
  return { save, saving: update.isPending, error, setError };
}

/** What the step's form holds when sent: read from the page, so what was typed before the app started counts. */
function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '');
}

/** A step form's submit: Continue, Saving... while it saves. */
function ContinueButton({ saving }: { saving: boolean }) {
  const intl = useIntl();
  return (
    <Button type="submit" block size="lg" disabled={saving}>
      {intl.formatMessage({ id: saving ? 'onboarding.saving' : 'onboarding.continue' })}
    </Button>
  );
}

function BirthDateStep({ onSaved }: { onSaved: () => void }) {
  const { save, saving, error } = useSaveStep(onSaved);
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent as typed: the server says whether it is 18+, and remembers an under-18 date (a form check would not).
    save({ birthDate: formValue(event, 'birthDate') });
  };
  return (
    <FormStack onSubmit={submit} aria-label={intl.formatMessage({ id: 'onboarding.birthDate.label' })}>
      <StepTitle
        title={intl.formatMessage({ id: 'onboarding.birthDate.title' })}
        text={intl.formatMessage({ id: 'onboarding.birthDate.text' })}
      />
      <BirthDateInput name="birthDate" error={error} />
      <ContinueButton saving={saving} />
    </FormStack>
  );
}

function FirstNameStep({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const { save, saving, error, setError } = useSaveStep(onSaved);
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstName = formValue(event, 'firstName').trim();
    if (firstName === '') setError(intl.formatMessage({ id: 'domain.details.firstNameRequired' }));
    else save({ firstName });
  };
  return (
    <FormStack onSubmit={submit} aria-label={intl.formatMessage({ id: 'onboarding.firstName.label' })}>
      <StepTitle
        title={intl.formatMessage({ id: 'onboarding.firstName.title' })}
        text={intl.formatMessage({ id: 'onboarding.firstName.text' })}
      />
      {/* Empty until the person gives one (a profile starts without a name: never the username, which others would see). */}
      <FirstNameInput
        name="firstName"
        defaultValue={profile.firstName}
        onChange={() => setError(undefined)} // a name being typed is no longer blank
        error={error}
      />
      <ContinueButton saving={saving} />
    </FormStack>
  );
}

const Frame = styled.section`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.lg};
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space.md};
`;
