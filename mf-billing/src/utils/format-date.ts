const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "December 22, 2026", in the reader's time zone. */
export function formatDate(isoDateTime: string): string {
  return longDate.format(new Date(isoDateTime));
}
