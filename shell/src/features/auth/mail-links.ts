/**
 * What a line of a demo mail links to: a path on this site (a reset link, the sign-in page) stays in the app, a full
 * URL (at APP_URL) is opened as it is; any other line is text. Only a line that is a link on its own counts.
 */
export function linkOfLine(line: string): { inApp: string } | { url: string } | null {
  if (/^\/\S*$/.test(line)) return { inApp: line };
  if (/^https?:\/\/\S+$/.test(line)) return { url: line };
  return null;
}
