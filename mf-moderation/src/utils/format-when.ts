/** A moment as a moderator reads it, in their own time zone: 'Nov 25, 9:30 AM'. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
