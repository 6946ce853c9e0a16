const megabytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

/** "240 kB", "10.5 MB" (1 MB = 1,048,576 bytes, as the upload limits count). */
export function formatFileSize(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb >= 1 ? megabytes.format(mb) : kilobytes.format(Math.max(1, Math.round(bytes / 1024)));
}
