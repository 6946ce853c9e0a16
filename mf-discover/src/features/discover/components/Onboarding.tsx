import type { OwnProfile, ProfileUpdate } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import {
  BirthDateInput,
  FIRST_NAME_REQUIRED,
  FirstNameInput,
  GenderFields,
  LOCATION_PRIVACY_NOTE,
  LocationFields,
} from '@wishlist/domain-ui/preference-fields';
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
        label={`Step ${String(index + 1)} of ${String(ONBOARDING_STEPS.length)}`}
      />
      {step === 'birthDate' && <BirthDateStep onSaved={next} />}
      {step === 'firstName' && <FirstNameStep profile={profile} onSaved={next} />}
      {step === 'preferences' && (
        <StepFrame title="Who would you like to meet?" text="Your deck follows these choices, both ways." next={next}>
          <GenderFields profile={profile} />
        </StepFrame>
      )}
      {step === 'location' && (
        <StepFrame title="Where are you?" text={LOCATION_PRIVACY_NOTE} next={next}>
          <LocationFields profile={profile} />
        </StepFrame>
      )}
      {step === 'prompts' && (
        <StepFrame
          title="Say a little more"
          text="Answer up to 3 prompts: people can like one with a comment, and a good answer starts the conversation."
          next={next}
          nextLabel="Skip for now"
        >
          <IntentionSelect profile={profile} />
          <PromptsEditor prompts={profile.prompts} onSaved={next} saveLabel="Save and continue" />
        </StepFrame>
      )}
      {step === 'photos' && (
        <StepFrame
          title="Add your photos"
          text="People with photos get far more likes. Until you add one, others see your initials."
          next={next}
          nextLabel="Skip for now"
        >
          <ButtonLink to="/profile" block size="lg">
            Add photos
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
function StepFrame({ title, text, children, next, nextLabel = 'Continue' }: StepFrameProps) {
  return (
    <Stack>
      <StepTitle title={title} text={text} />
      {children}
      <Button variant="ghost" block size="lg" onClick={next}>
        {nextLabel}
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
  return (
    <Frame aria-labelledby="onboarding-title">
      <StepTitle
        title="Wishlist is for adults only"
        text="You told us you are under 18, so you can't see people here or be seen. If you entered the wrong date by mistake, our support team can correct it."
      />
      <ButtonLink to="/contact" block size="lg">
        Contact support
      </ButtonLink>
    </Frame>
  );
}

/** Saves one change of the own profile; the server's refusal (TOO_YOUNG, a validation…) is shown under the field. */
function useSaveStep(onSaved: () => void) {
  const update = useUpdateOwnProfile();
  const [error, setError] = useState<string | undefined>();
  const save = (body: ProfileUpdate) =>
    update.mutate(
      { body },
      {
        onSuccess: onSaved,
        onError: (failure) => setError(apiMessage(failure) ?? 'Could not save. Please try again.'),
      },
    );
  return { save, saving: update.isPending, error, setError };
}

/** What the step's form holds when sent: read from the page, so what was typed before the app started counts. */
function formValue(event: FormEvent<HTMLFormElement>, name: string): string {
  return String(new FormData(event.currentTarget).get(name) ?? '');
}

function BirthDateStep({ onSaved }: { onSaved: () => void }) {
  const { save, saving, error } = useSaveStep(onSaved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent as typed: the server says whether it is 18+, and remembers an under-18 date (a form check would not).
    save({ birthDate: formValue(event, 'birthDate') });
  };
  return (
    <FormStack onSubmit={submit} aria-label="Your birth date">
      <StepTitle
        title="When were you born?"
        text="Wishlist is for adults only: you must be 18 or older to see people and be seen. Others see your age, never the date, and it can't be changed later except by our support team."
      />
      <BirthDateInput name="birthDate" error={error} />
      <Button type="submit" block size="lg" disabled={saving}>
        {saving ? 'Saving...' : 'Continue'}
      </Button>
    </FormStack>
  );
}

function FirstNameStep({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const { save, saving, error, setError } = useSaveStep(onSaved);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstName = formValue(event, 'firstName').trim();
    if (firstName === '') setError(FIRST_NAME_REQUIRED);
    else save({ firstName });
  };
  return (
    <FormStack onSubmit={submit} aria-label="Your first name">
      <StepTitle title="What's your first name?" text="This is how you appear to others." />
      {/* Empty until the person gives one (a profile starts without a name: never the username, which others would see). */}
      <FirstNameInput
        name="firstName"
        defaultValue={profile.firstName}
        onChange={() => setError(undefined)} // a name being typed is no longer blank
        error={error}
      />
      <Button type="submit" block size="lg" disabled={saving}>
        {saving ? 'Saving...' : 'Continue'}
      </Button>
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
