import { formatFileSize } from './format-file-size.ts';
import { type AccountIntl, inEnglish } from '../../i18n.ts';

/** What an uploader takes: checked as files are chosen, before anything is sent. */
export interface Restrictions {
  /** At most this many files on the list at a time. */
  maxNumberOfFiles?: number;
  /** In bytes. */
  maxFileSize?: number;
  /** MIME types, exactly as the picker offers them (`accept`). */
  allowedFileTypes?: string[];
}

/** What becomes of one choice made in the picker. */
export interface Sorted {
  /** The files to add to the list. */
  taken: File[];
  /** Why others were refused, one message each (said for a few seconds, as an alert). */
  refusals: string[];
  /** How many were chosen and how many of those fit, when not all of them did. */
  trimmed: { chosen: number; kept: number } | null;
}

/** Why `file` cannot be taken on its own (its type, its size), or null. */
export function refusalOf(
  file: File,
  { allowedFileTypes, maxFileSize }: Restrictions,
  intl: AccountIntl = inEnglish,
): string | null {
  // A type may carry parameters (`image/png; charset=…`): the bare type decides.
  if (allowedFileTypes && !allowedFileTypes.includes(file.type.replace(/;.*$/, '').trim()))
    return intl.formatMessage(
      { id: 'uploader.wrongType' },
      { types: intl.formatList(allowedFileTypes, { type: 'unit' }) },
    );
  if (maxFileSize !== undefined && file.size > maxFileSize)
    return intl.formatMessage(
      { id: 'uploader.tooLarge' },
      { name: file.name, size: formatFileSize(maxFileSize, intl.locale) },
    );
  return null;
}

/** The same file chosen twice: same name, type, size and date, as the picker gives them. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.type === b.type && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Sorts a choice against the list: a file of the wrong type or size, or already listed, is refused with its reason.
 * Spec §5 allows `maxNumberOfFiles` at a time: of more, the first ones that fit are taken and the rest left out
 * (`trimmed`); with no room left at all, the choice is refused as a whole.
 */
export function sortChoice(
  chosen: File[],
  listed: readonly File[],
  restrictions: Restrictions,
  intl: AccountIntl = inEnglish,
): Sorted {
  const refusals: string[] = [];
  const acceptable: File[] = [];
  for (const file of chosen) {
    const refusal =
      refusalOf(file, restrictions, intl) ??
      ([...listed, ...acceptable].some((other) => sameFile(other, file))
        ? intl.formatMessage({ id: 'uploader.duplicate' }, { name: file.name })
        : null);
    if (refusal) refusals.push(refusal);
    else acceptable.push(file);
  }
  const max = restrictions.maxNumberOfFiles ?? Infinity;
  const room = max - listed.length;
  if (acceptable.length <= room) return { taken: acceptable, refusals, trimmed: null };
  if (room <= 0)
    return {
      taken: [],
      refusals: [...refusals, intl.formatMessage({ id: 'uploader.tooMany' }, { max })],
      trimmed: null,
    };
  return {
    taken: acceptable.slice(0, room),
    refusals,
    trimmed: { chosen: chosen.length, kept: room },
  };
}
