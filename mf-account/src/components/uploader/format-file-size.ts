const formats = new Map<string, { megabytes: Intl.NumberFormat; kilobytes: Intl.NumberFormat }>();

/** The locale's two size formats, made once per locale. */
function sizeFormats(locale: string) {
  let made = formats.get(locale);
  if (!made) {
    made = {
      megabytes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
      kilobytes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
    };
    formats.set(locale, made);
  }
  return made;
}

/** "240 kB", "10.5 MB" in English (1 MB = 1,048,576 bytes, as the upload limits count), in `locale`'s own words. */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const { megabytes, kilobytes } = sizeFormats(locale);
  const mb = bytes / 1_048_576;
  return mb >= 1 ? megabytes.format(mb) : kilobytes.format(Math.max(1, Math.round(bytes / 1024)));
}
