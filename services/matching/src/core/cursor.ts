import { ApiError } from '@wishlist/service-kit';

/** Keyset cursors, wrapped so clients treat them as opaque: `<kind>:<part>:<part>…` in base64url. */
export const encodeCursor = (kind: string, parts: string[]) =>
  Buffer.from([kind, ...parts].join('|')).toString('base64url');

export const invalidCursor = () => new ApiError('INVALID_CURSOR');

/** The parts of a cursor of this kind, each checked by its pattern; 400 INVALID_CURSOR otherwise. */
export function decodeCursor(kind: string, cursor: string, patterns: RegExp[]): string[] {
  const [head, ...parts] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (
    head !== kind ||
    parts.length !== patterns.length ||
    !patterns.every((pattern, i) => pattern.test(parts[i] ?? ''))
  )
    throw invalidCursor();
  return parts;
}
