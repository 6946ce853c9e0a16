import { ApiError } from '@wishlist/service-kit';

export const MINIMUM_AGE = 18;

/** Whole years between a `YYYY-MM-DD` birth date and `now`, in UTC. */
export function ageOn(birthDate: string, now = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

const OLDEST_PLAUSIBLE_AGE = 120;

/** An adult's plausible birth date, or 400 (a moderator's correction is checked the same way). */
export function checkedBirthDate(birthDate: string) {
  const age = ageOn(birthDate);
  if (age < MINIMUM_AGE) throw new ApiError('TOO_YOUNG', { minimumAge: MINIMUM_AGE });
  if (age > OLDEST_PLAUSIBLE_AGE) throw new ApiError('INVALID_BIRTH_DATE');
  return birthDate;
}
