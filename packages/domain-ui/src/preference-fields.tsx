import type { Gender, OwnProfile, ProfileUpdate, ShowMe } from '@wishlist/contract/client';
import { Button, CrosshairIcon, Input, type InputProps, MapPinIcon, Select, Text, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { todayIso } from './birth-date.ts';
import { NoPosition, currentPosition, useCities } from './location.ts';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { type DomainMessageId, type Wording, useText } from './i18n.ts';

// Who the person is and whom they want to see, and where they are (spec §3): the fields of the own profile page
// and of Discover's onboarding. Each choice of gender, "show me" and location is saved at once (PATCH /api/profile).

/**
 * The first name, as others will see it; the form checks it before sending, and says `domain.details.firstNameRequired`
 * when it is blank (spaces only included).
 */
export function FirstNameInput(props: Partial<InputProps>) {
  const { text } = useText();
  return (
    <Input label={text('domain.details.firstName')} required maxLength={50} autoComplete="given-name" {...props} />
  );
}

/** The date of birth, as the date picker offers it: nobody is born in the future (birth-date.ts has the rules). */
export function BirthDateInput(props: Partial<InputProps>) {
  const { text } = useText();
  return (
    <Input
      label={text('domain.details.birthDate')}
      type="date"
      required
      max={todayIso(new Date())}
      autoComplete="bday"
      {...props}
    />
  );
}

const genders: { value: Gender; label: DomainMessageId }[] = [
  { value: 'woman', label: 'domain.preferences.woman' },
  { value: 'man', label: 'domain.preferences.man' },
  { value: 'non-binary', label: 'domain.preferences.nonBinary' },
];
const showMeOptions: { value: ShowMe; label: DomainMessageId }[] = [
  { value: 'women', label: 'domain.preferences.women' },
  { value: 'men', label: 'domain.preferences.men' },
  { value: 'everyone', label: 'domain.preferences.everyone' },
];

/** Saves a change of the own profile with a toast either way (`saved` may read the saved profile). */
export function useSavePreference() {
  const update = useUpdateOwnProfile();
  const { text } = useText();
  const save = (changes: ProfileUpdate, saved: string | ((profile: OwnProfile) => string)) =>
    update.mutate(
      { body: changes },
      {
        onSuccess: ({ profile }) => toast({ title: typeof saved === 'string' ? saved : saved(profile) }),
        onError: (error) =>
          toast({
            title: text('domain.preferences.saveFailed'),
            description: apiMessage(error) ?? text('domain.preferences.tryAgain'),
            variant: 'destructive',
          }),
      },
    );
  return { save, saving: update.isPending };
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  options: { value: T; label: DomainMessageId }[];
  /** Null until chosen: the select then starts on "Choose...". */
  value: T | null;
  disabled: boolean;
  onChoose: (value: T) => void;
}

/** A select over a fixed set of choices, saved as soon as one is picked. */
function ChoiceSelect<T extends string>({ label, options, value, disabled, onChoose }: ChoiceSelectProps<T>) {
  const { text } = useText();
  return (
    <Select
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChoose(chosen.value);
      }}
    >
      {!value && <option value="">{text('domain.preferences.choose')}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {text(option.label)}
        </option>
      ))}
    </Select>
  );
}

/** "I am" and "Show me". */
export function GenderFields({ profile }: { profile: OwnProfile }) {
  const { save, saving } = useSavePreference();
  const { text } = useText();
  return (
    <>
      <ChoiceSelect
        label={text('domain.preferences.iAm')}
        options={genders}
        value={profile.gender}
        disabled={saving}
        onChoose={(gender) => save({ gender }, text('domain.preferences.genderSaved'))}
      />
      <ChoiceSelect
        label={text('domain.preferences.showMe')}
        options={showMeOptions}
        value={profile.showMe}
        disabled={saving}
        onChoose={(showMe) => save({ showMe }, text('domain.preferences.showMeSaved'))}
      />
    </>
  );
}

/** Why the browser gave no position, in words ('' for another failure). */
const whyNoPosition = (error: unknown, text: Wording) =>
  error instanceof NoPosition ? text(`domain.location.${error.reason}`) : '';

/** The location: the browser's position or a city from the list; others see the city nearest it. */
export function LocationFields({ profile }: { profile: OwnProfile }) {
  const { save, saving } = useSavePreference();
  const cities = useCities();
  const [locating, setLocating] = useState(false);
  const { text } = useText();

  const locateMe = async () => {
    setLocating(true);
    try {
      // The server names the place: the city nearest the cell it stores.
      save({ coordinates: await currentPosition() }, (profile) =>
        text('domain.location.setNear', { place: profile.location }),
      );
    } catch (error) {
      toast({
        title: text('domain.location.none'),
        description: text('domain.location.chooseCityInstead', { reason: whyNoPosition(error, text) }),
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  const chooseCity = (name: string) => {
    const city = cities.data?.cities.find((candidate) => candidate.name === name);
    if (city)
      save(
        { coordinates: { latitude: city.latitude, longitude: city.longitude } },
        text('domain.location.setTo', { city: city.name }),
      );
  };

  return (
    <>
      <Location>
        <MapPinIcon size={18} />
        <Text as="span" $size="sm" $weight={700}>
          {profile.coordinates ? profile.location || text('domain.location.set') : text('domain.location.notYet')}
        </Text>
      </Location>
      <Button variant="secondary" block onClick={() => void locateMe()} disabled={locating || saving}>
        <CrosshairIcon size={18} />
        {locating ? text('domain.location.finding') : text('domain.location.useMine')}
      </Button>
      <Select
        label={text('domain.location.orCity')}
        value=""
        disabled={!cities.data || saving}
        onChange={(event) => chooseCity(event.target.value)}
      >
        <option value="">
          {cities.isError ? text('domain.location.citiesFailed') : text('domain.location.chooseCity')}
        </option>
        {cities.data?.cities.map((city) => (
          <option key={city.name} value={city.name}>
            {city.name}
          </option>
        ))}
      </Select>
    </>
  );
}

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 10px 12px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
  color: ${theme.color.primaryStrong};
`;
