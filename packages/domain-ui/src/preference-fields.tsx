import type { Gender, OwnProfile, ProfileUpdate, ShowMe } from '@wishlist/contract/client';
import { Button, CrosshairIcon, Input, type InputProps, MapPinIcon, Select, Text, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { todayIso } from './birth-date.ts';
import { currentPosition, useCities } from './location.ts';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';

// Who the person is and whom they want to see, and where they are (spec §3): the fields of the own profile page
// and of Discover's onboarding. Each choice of gender, "show me" and location is saved at once (PATCH /api/profile).

/** What a form says, before anything is sent, when the first name is blank (spaces only included). */
export const FIRST_NAME_REQUIRED = 'Please enter your first name.';

/** The first name, as others will see it; the form checks it with `FIRST_NAME_REQUIRED` before sending. */
export function FirstNameInput(props: Partial<InputProps>) {
  return <Input label="First name" required maxLength={50} autoComplete="given-name" {...props} />;
}

/** The date of birth, as the date picker offers it: nobody is born in the future (birth-date.ts has the rules). */
export function BirthDateInput(props: Partial<InputProps>) {
  return <Input label="Date of birth" type="date" required max={todayIso(new Date())} autoComplete="bday" {...props} />;
}

const genders: { value: Gender; label: string }[] = [
  { value: 'woman', label: 'Woman' },
  { value: 'man', label: 'Man' },
  { value: 'non-binary', label: 'Non-binary' },
];
const showMeOptions: { value: ShowMe; label: string }[] = [
  { value: 'women', label: 'Women' },
  { value: 'men', label: 'Men' },
  { value: 'everyone', label: 'Everyone' },
];

/** Saves a change of the own profile with a toast either way (`saved` may read the saved profile). */
export function useSavePreference() {
  const update = useUpdateOwnProfile();
  const save = (changes: ProfileUpdate, saved: string | ((profile: OwnProfile) => string)) =>
    update.mutate(
      { body: changes },
      {
        onSuccess: ({ profile }) => toast({ title: typeof saved === 'string' ? saved : saved(profile) }),
        onError: (error) =>
          toast({
            title: 'Could not save',
            description: apiMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return { save, saving: update.isPending };
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  /** Null until chosen: the select then starts on "Choose...". */
  value: T | null;
  disabled: boolean;
  onChoose: (value: T) => void;
}

/** A select over a fixed set of choices, saved as soon as one is picked. */
function ChoiceSelect<T extends string>({ label, options, value, disabled, onChoose }: ChoiceSelectProps<T>) {
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
      {!value && <option value="">Choose...</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** "I am" and "Show me". */
export function GenderFields({ profile }: { profile: OwnProfile }) {
  const { save, saving } = useSavePreference();
  return (
    <>
      <ChoiceSelect
        label="I am"
        options={genders}
        value={profile.gender}
        disabled={saving}
        onChoose={(gender) => save({ gender }, 'Gender saved')}
      />
      <ChoiceSelect
        label="Show me"
        options={showMeOptions}
        value={profile.showMe}
        disabled={saving}
        onChoose={(showMe) => save({ showMe }, 'Saved: who you see')}
      />
    </>
  );
}

/** The location: the browser's position or a city from the list; others see the city nearest it. */
export function LocationFields({ profile }: { profile: OwnProfile }) {
  const { save, saving } = useSavePreference();
  const cities = useCities();
  const [locating, setLocating] = useState(false);

  const locateMe = async () => {
    setLocating(true);
    try {
      // The server names the place: the city nearest the cell it stores.
      save({ coordinates: await currentPosition() }, (profile) => `Location set near ${profile.location}`);
    } catch (error) {
      toast({
        title: 'No location',
        description: `${error instanceof Error ? error.message : ''} Choose a city instead.`,
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  const chooseCity = (name: string) => {
    const city = cities.data?.cities.find((candidate) => candidate.name === name);
    if (city)
      save({ coordinates: { latitude: city.latitude, longitude: city.longitude } }, `Location set to ${city.name}`);
  };

  return (
    <>
      <Location>
        <MapPinIcon size={18} />
        <Text as="span" $size="sm" $weight={700}>
          {profile.coordinates ? profile.location || 'Location set' : 'No location yet'}
        </Text>
      </Location>
      <Button variant="secondary" block onClick={() => void locateMe()} disabled={locating || saving}>
        <CrosshairIcon size={18} />
        {locating ? 'Finding you...' : 'Use my location'}
      </Button>
      <Select
        label="Or choose a city"
        value=""
        disabled={!cities.data || saving}
        onChange={(event) => chooseCity(event.target.value)}
      >
        <option value="">{cities.isError ? 'Cities could not be loaded' : 'Choose a city...'}</option>
        {cities.data?.cities.map((city) => (
          <option key={city.name} value={city.name}>
            {city.name}
          </option>
        ))}
      </Select>
    </>
  );
}

/** What others learn of the location. */
export const LOCATION_PRIVACY_NOTE =
  'Others see your city and roughly how far you are ("less than 2 km", then whole km), never your exact position. You can change your location 5 times a day.';

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 10px 12px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
  color: ${theme.color.primaryStrong};
`;
