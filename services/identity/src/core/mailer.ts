import type { components } from '@wishlist/contract/schema';
import { quotedName, type Language } from '@wishlist/service-kit';
import nodemailer from 'nodemailer';
import type { IdentityConfig } from '../config.ts';
import type { DemoMailbox, Mail } from './demo-mailbox-repository.ts';
import { mailHtml, mailWording, type MailWording } from './mail-words.ts';
import { statementMail } from './statement-mail.ts';

/** Who a mail goes to, and the language it is written in (none chosen: English). */
export interface Recipient {
  email: string;
  language?: Language | null;
}

/** Sends the mails identity needs, each in its receiver's language. */
export interface Mailer {
  sendVerificationCode(to: Recipient, code: string, validMinutes: number): Promise<void>;
  /** `path`: the app's page the link opens, e.g. `/reset-password?token=…`. */
  sendPasswordResetLink(to: Recipient, path: string, validMinutes: number): Promise<void>;
  /** To the owner of an address someone gave at signup: no code is sent for an address that has an account. */
  sendSignupAttempt(to: Recipient): Promise<void>;
  /** The digest of unread messages; `unsubscribePath`: matching's signed link that turns it off. */
  sendMessageDigest(to: Recipient, digest: MessageDigest): Promise<void>;
  /** The statement of reasons of a moderation decision about the person (EU DSA Art. 17), with its appeal link. */
  sendStatementOfReasons(to: Recipient, mail: StatementMail): Promise<void>;
  /** To an admin: one moderator banned or suspended many people in a short time. */
  sendBurstAlert(to: Recipient, alert: BurstAlert): Promise<void>;
  /** To a moderator: reports put someone on an automatic hold, which ends at `heldUntil` unless confirmed. */
  sendModeratorAlert(to: Recipient, alert: ModeratorAlert): Promise<void>;
}

export type MessageDigest = components['schemas']['MessageDigest'];
export type BurstAlert = components['schemas']['BurstAlert'];
type StatementMail = components['schemas']['StatementMail'];
export type ModeratorAlert = components['schemas']['ModeratorAlert'];

// A mail server that hangs must not hold a signup request for minutes (nodemailer's defaults).
const SMTP_TIMEOUT_MS = 10_000;

/** A mail's words as written for one receiver: its subject, text and headers, in their language. */
type Written = Omit<Mail, 'to' | 'html'>;
/** Writes and sends a mail to `to` in their language. */
type Send = (to: Recipient, write: (words: MailWording) => Written) => Promise<void>;

/**
 * The mailer: SMTP when SMTP_URL is set, otherwise (demo mode) the demo mailbox, which shows the same mails on the
 * mailbox page. Links point at APP_URL, never at the Host a request named (an attacker chooses that); in a demo
 * without APP_URL they are paths on the site the mailbox page is read on. Each mail is written from identity's
 * catalogues in its receiver's language, as text and as HTML carrying that language and its direction.
 */
export function createMailer(
  config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL'>,
  mailbox: DemoMailbox,
): Mailer {
  const linkTo = (path: string) => (config.APP_URL ? new URL(path, config.APP_URL).href : path);
  const deliver = delivery(config, mailbox);
  const send: Send = (to, write) => {
    const words = mailWording(to.language);
    const mail = write(words);
    return deliver({ to: to.email, ...mail, html: mailHtml(words, mail.subject, mail.text) });
  };
  return {
    sendVerificationCode: (to, code, minutes) =>
      send(to, (words) => ({
        subject: words.t('mail.code.subject', { code }),
        text: words.t('mail.code.text', { code, minutes }),
      })),
    sendPasswordResetLink: (to, path, minutes) =>
      send(to, (words) => ({
        subject: words.t('mail.reset.subject'),
        text: words.t('mail.reset.text', { link: linkTo(path), minutes }),
      })),
    sendSignupAttempt: (to) =>
      send(to, (words) => ({
        subject: words.t('mail.signupAttempt.subject'),
        text: words.t('mail.signupAttempt.text', { link: linkTo('/login') }),
      })),
    sendMessageDigest: (to, digest) => send(to, (words) => digestMail(words, digest, linkTo)),
    sendStatementOfReasons: (to, mail) => send(to, (words) => statementMail(words, mail, linkTo)),
    ...moderatorMails(send, linkTo),
  };
}

/** The digest: who wrote (never what), how many unread, the app's link and the unsubscribe link. */
function digestMail(
  words: MailWording,
  { unreadMessages: count, senders, unsubscribePath }: MessageDigest,
  linkTo: (path: string) => string,
): Written {
  const unsubscribe = linkTo(unsubscribePath);
  return {
    subject: words.t('mail.digest.subject', { count }),
    text: words.t('mail.digest.text', {
      senders: words.list(senders.map(quotedName)),
      count,
      link: linkTo('/matches'),
      unsubscribe,
    }),
    // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The mails to moderators and admins: a burst of one moderator's restrictions, an automatic hold after reports. */
function moderatorMails(
  send: Send,
  linkTo: (path: string) => string,
): Pick<Mailer, 'sendBurstAlert' | 'sendModeratorAlert'> {
  return {
    sendBurstAlert: (to, { moderatorName, count, since }) =>
      send(to, (words) => ({
        subject: words.t('mail.burst.subject', { count }),
        text: words.t('mail.burst.text', {
          moderator: quotedName(moderatorName),
          count,
          since: words.moment(since),
          link: linkTo('/moderation/audit'),
        }),
      })),
    sendModeratorAlert: (to, { profileId, heldUntil }) =>
      send(to, (words) => ({
        subject: words.t('mail.hold.subject'),
        text: words.t('mail.hold.text', {
          heldUntil: words.moment(heldUntil),
          link: linkTo(`/moderation/reports/${profileId}`),
        }),
      })),
  };
}

/** Where mails go: the SMTP server of SMTP_URL, else the demo mailbox. */
function delivery(
  config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM'>,
  mailbox: DemoMailbox,
): (mail: Mail) => Promise<void> {
  if (!config.SMTP_URL) return (mail) => mailbox.deliver(mail);
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return async (mail) => {
    await transport.sendMail({ from: config.MAIL_FROM, ...mail });
  };
}
