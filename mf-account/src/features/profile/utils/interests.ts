/** What to add from the typed text (spec §5): trimmed, not empty, not already there (in any case); else null. */
export function interestToAdd(typed: string, current: string[]): string | null {
  const interest = typed.trim();
  if (interest === '') return null;
  const lower = interest.toLocaleLowerCase();
  return current.some((existing) => existing.toLocaleLowerCase() === lower) ? null : interest;
}
