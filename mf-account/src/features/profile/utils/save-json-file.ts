/** Has the browser save `data` as a JSON file named `fileName` (a download, not a new page). */
export function saveJsonFile(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the URL; it may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
