import { rows, sql, type Db } from '@wishlist/service-kit';

/** A mail as identity writes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, in the receiver's language and direction; the demo mailbox shows only the text. */
  html: string;
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
export function demoMailbox(db: Db) {
  return {
    async deliver(mail: Mail) {
      await sql`insert into identity.demo_mails (recipient, subject, body)
        values (${mail.to.toLowerCase()}, ${mail.subject}, ${mail.text})`.execute(db);
    },

    async recent(to?: string) {
      const recipient = to?.trim().toLowerCase() ?? null;
      // Ordered by the table's number, not the text the answer carries (as text, 10 would come before 9).
      const mails = await rows(
        db,
        sql<{ id: string; to: string; subject: string; text: string; sentAt: Date | string }>`
          select id::text, recipient as "to", subject, body as text, sent_at as "sentAt" from identity.demo_mails
          where (${recipient}::text is null or recipient = ${recipient}) and sent_at > now() - ${KEPT_FOR}::interval
          order by demo_mails.id desc limit ${MAILBOX_SIZE}`,
      );
      return mails.map((mail) => ({ ...mail, sentAt: new Date(mail.sentAt).toISOString() }));
    },

    async purgeOld() {
      await sql`delete from identity.demo_mails where sent_at <= now() - ${KEPT_FOR}::interval`.execute(db);
    },
  };
}

export type DemoMailbox = ReturnType<typeof demoMailbox>;
