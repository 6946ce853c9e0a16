/** A mail of the demo mailbox (GET /api/demo/mailbox), where demo mode puts what identity would send. */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Reads the mailbox: GET `path` on the app (the edge or identity), answering the parsed body. */
export type MailboxReader = (path: string) => Promise<{ mails: DemoMail[] }>;

/**
 * The newest mail to `to` (newer than the mail `after`, when given), as a person would find it in the mailbox:
 * mails go out after the answer that caused them, so this looks again for up to `timeoutMs`.
 */
export async function waitForMail(
  read: MailboxReader,
  to: string,
  { after, timeoutMs = 5000 }: { after?: string; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { mails } = await read(`/api/demo/mailbox?to=${encodeURIComponent(to)}`);
    const newest = mails[0];
    if (newest && (after === undefined || BigInt(newest.id) > BigInt(after))) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived in the demo mailbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The verification code a mail carries (its subject starts with it). */
export function codeIn(mail: DemoMail) {
  const code = /^(\d{6}) is your Wishlist code$/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`the mail "${mail.subject}" carries no code`);
  return code;
}

/** The path of the reset link a mail carries. */
export function resetLinkIn(mail: DemoMail) {
  const link = /(?:https?:\/\/[^\s/]+)?(\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`the mail "${mail.subject}" carries no reset link`);
  return link;
}
