import type { Pool } from 'pg';

/** A mail as identity writes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (the digest's List-Unsubscribe); the demo mailbox shows only the text. */
  headers?: Record<string, string>;
}

/** How many mails the mailbox answers, newest first, and how long it keeps them. */
export const MAILBOX_SIZE = 50;
const KEPT_FOR = '1 day';

/**
 * Demo mode (no SMTP_URL) has no mail server: the mails identity would send are kept here instead and read on the
 * mailbox page, by anyone, which is why start-up allows demo mode only on this machine or with DEMO_DEPLOYMENT=true.
 */
export function demoMailbox(pool: Pool) {
  return {
    async deliver(mail: Mail) {
      await pool.query('insert into identity.demo_mails (recipient, subject, body) values ($1, $2, $3)', [
        mail.to.toLowerCase(),
        mail.subject,
        mail.text,
      ]);
    },

    async recent(to?: string) {
      // Ordered by the table's number, not the text the answer carries (as text, 10 would come before 9).
      const { rows } = await pool.query<{
        id: string;
        to: string;
        subject: string;
        text: string;
        sentAt: Date | string;
      }>(
        `select id::text, recipient as "to", subject, body as text, sent_at as "sentAt" from identity.demo_mails
         where ($1::text is null or recipient = $1) and sent_at > now() - $2::interval
         order by demo_mails.id desc limit $3`,
        [to?.trim().toLowerCase() ?? null, KEPT_FOR, MAILBOX_SIZE],
      );
      return rows.map((mail) => ({ ...mail, sentAt: new Date(mail.sentAt).toISOString() }));
    },

    async purgeOld() {
      await pool.query('delete from identity.demo_mails where sent_at <= now() - $1::interval', [KEPT_FOR]);
    },
  };
}

export type DemoMailbox = ReturnType<typeof demoMailbox>;
