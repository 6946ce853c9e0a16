// Dates are the <input type="date"> form, YYYY-MM-DD. Whether a date is 18+ is the server's to say (spec §5): it
// refuses an under-18 one and remembers it (TOO_YOUNG, then UNDER_AGE_DECLARED), which a check in the form would hide.

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** Today, for the date input's `max`: nobody is born in the future. */
export function todayIso(today: Date): string {
  return isoDate(today);
}
