const endsAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/**
 * When a suspension ends (the `until` of an ACCOUNT_SUSPENDED answer), in the person's own language and time zone:
 * the server's words name only the day, in UTC.
 */
export const suspensionEnd = (until: string) => endsAt.format(new Date(until));
