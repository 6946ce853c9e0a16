// Made on first use: a formatter costs a slow phone tens of milliseconds to make, and the pricing page's start
// does not need it (docs/architecture.md, "Loading fast on a phone").
let longDate: Intl.DateTimeFormat | undefined;

/** "December 22, 2026", in the reader's time zone. */
export function formatDate(isoDateTime: string): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return longDate.format(new Date(isoDateTime));
}
