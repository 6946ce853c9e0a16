// The terms' eligibility rule (spec §5): users are at least 18. Dates are the <input type="date"> form, YYYY-MM-DD.

export const MINIMUM_AGE = 18;

/** What a form says under a birth date less than 18 years ago. */
export const TOO_YOUNG = `You must be at least ${MINIMUM_AGE} to use Wishlist.`;

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** The latest date of birth of someone who is 18 on `today` (in the person's own calendar). */
export function latestAdultBirthDate(today: Date): string {
  const cutoff = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  // 29 February in a year without one rolls over to 1 March: step back to 28 February.
  if (cutoff.getMonth() !== today.getMonth()) cutoff.setDate(0);
  return isoDate(cutoff);
}

/** Whether someone born on `birthDate` is 18 or older on `today`. */
export function isAdult(birthDate: string, today: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && birthDate <= latestAdultBirthDate(today);
}

/** Today, for the date input's `max`: nobody is born in the future. */
export function todayIso(today: Date): string {
  return isoDate(today);
}
