/** How much of a file, or of several, has been sent: bytes sent over bytes to send. */
export interface Sending {
  sent: number;
  size: number;
}

/** 0–100, whole; nothing to send counts as done. */
export function percentSent(files: readonly Sending[]): number {
  const size = files.reduce((sum, file) => sum + file.size, 0);
  const sent = files.reduce((sum, file) => sum + Math.min(file.sent, file.size), 0);
  return size === 0 ? 100 : Math.floor((sent / size) * 100);
}

/** A screen reader hears the progress once a quarter, not at every byte: what the live region says at `percent`. */
export function progressAnnouncement(label: string, percent: number): string {
  return `${label}: ${String(Math.floor(percent / 25) * 25)}%`;
}
