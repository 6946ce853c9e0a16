/**
 * People's names go into mails and pushes that others read, so a name must not be able to forge a line of them
 * ("Wishlist Support\nVerify: https://…"): controls, line and paragraph separators and bidirectional overrides are
 * refused in a name (the contract's `PersonName` pattern), and whatever an older name still holds is flattened to
 * spaces where a name is written out.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** The name on one line: what a name may not hold becomes a space, runs of space one. */
export const plainName = (name: string): string => name.replace(NOT_IN_A_NAME, ' ').replace(/\s+/g, ' ').trim();

/** The name as a mail writes it: plain and in quotation marks, so it reads as a name and never as our words. */
export const quotedName = (name: string): string => `“${plainName(name)}”`;
