import type { components } from '@wishlist/contract/schema';
import { quotedName } from '@wishlist/service-kit';
import nodemailer from 'nodemailer';
import type { IdentityConfig } from '../config.ts';
import type { DemoMailbox, Mail } from './demo-mailbox-repository.ts';
import { statementMail } from './statement-mail.ts';

/** Sends the mails identity needs. */
export interface Mailer {
  sendVerificationCode(to: string, code: string, validMinutes: number): Promise<void>;
  /** `path`: the app's page the link opens, e.g. `/reset-password?token=…`. */
  sendPasswordResetLink(to: string, path: string, validMinutes: number): Promise<void>;
  /** To the owner of an address someone gave at signup: no code is sent for an address that has an account. */
  sendSignupAttempt(to: string): Promise<void>;
  /** The digest of unread messages; `unsubscribePath`: matching's signed link that turns it off. */
  sendMessageDigest(to: string, digest: MessageDigest): Promise<void>;
  /** The statement of reasons of a moderation decision about the person (EU DSA Art. 17), with its appeal link. */
  sendStatementOfReasons(to: string, mail: StatementMail): Promise<void>;
  /** To an admin: one moderator banned or suspended many people in a short time. */
  sendBurstAlert(to: string, alert: BurstAlert): Promise<void>;
  /** To a moderator: reports put someone on an automatic hold, which ends at `heldUntil` unless confirmed. */
  sendModeratorAlert(to: string, alert: ModeratorAlert): Promise<void>;
}

export type MessageDigest = components['schemas']['MessageDigest'];
export type BurstAlert = components['schemas']['BurstAlert'];
type StatementMail = components['schemas']['StatementMail'];
export type ModeratorAlert = components['schemas']['ModeratorAlert'];

// A mail server that hangs must not hold a signup request for minutes (nodemailer's defaults).
const SMTP_TIMEOUT_MS = 10_000;

/**
 * The mailer: SMTP when SMTP_URL is set, otherwise (demo mode) the demo mailbox, which shows the same mails on the
 * mailbox page. Links point at APP_URL, never at the Host a request named (an attacker chooses that); in a demo
 * without APP_URL they are paths on the site the mailbox page is read on.
 */
export function createMailer(
  config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM' | 'APP_URL'>,
  mailbox: DemoMailbox,
): Mailer {
  const linkTo = (path: string) => (config.APP_URL ? new URL(path, config.APP_URL).href : path);
  const deliver = delivery(config, mailbox);
  return {
    sendVerificationCode: (to, code, validMinutes) =>
      deliver({
        to,
        subject: `${code} is your Wishlist code`,
        text:
          `Your Wishlist verification code is ${code}.\n\n` +
          `It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail.\n`,
      }),
    sendPasswordResetLink: (to, path, validMinutes) =>
      deliver({
        to,
        subject: 'Reset your Wishlist password',
        text:
          `Someone (we hope you) asked to reset the password of your Wishlist account. To choose a new one, open:\n\n` +
          `${linkTo(path)}\n\n` +
          `The link works once, within ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
      }),
    sendSignupAttempt: (to) =>
      deliver({
        to,
        subject: 'Someone tried to sign up to Wishlist with your address',
        text:
          `Someone (perhaps you) tried to create a Wishlist account with this address, which already has one. ` +
          `No new account was made and no code was sent.\n\n` +
          `If it was you, sign in instead (you can reset your password there):\n\n${linkTo('/login')}\n\n` +
          `If it was not you, ignore this mail: your account stays as it is.\n`,
      }),
    sendMessageDigest: (to, { unreadMessages, senders, unsubscribePath }) => {
      const unsubscribe = linkTo(unsubscribePath);
      const messages = unreadMessages === 1 ? 'a message' : `${unreadMessages} messages`;
      return deliver({
        to,
        subject: `You have ${unreadMessages === 1 ? 'an unread message' : `${unreadMessages} unread messages`} on Wishlist`,
        text:
          `${listOf(senders.map(quotedName))} wrote to you on Wishlist: ${messages} you have not read yet. To read and reply, open:\n\n` +
          `${linkTo('/matches')}\n\n` +
          `We send this at most once a day, only about messages you have not been told of on your phone.\n` +
          `To stop these e-mails: ${unsubscribe}\n`,
        // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to the link.
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    sendStatementOfReasons: (to, mail) => deliver({ to, ...statementMail(mail, linkTo) }),
    ...moderatorMails(deliver, linkTo),
  };
}

/** The mails to moderators and admins: a burst of one moderator's restrictions, an automatic hold after reports. */
function moderatorMails(
  deliver: (mail: Mail) => Promise<void>,
  linkTo: (path: string) => string,
): Pick<Mailer, 'sendBurstAlert' | 'sendModeratorAlert'> {
  return {
    sendBurstAlert: (to, { moderatorName, count, since }) =>
      deliver({
        to,
        subject: `Wishlist moderation: ${count} bans or suspensions by one moderator in 10 minutes`,
        text:
          `${quotedName(moderatorName)} banned or suspended ${count} people since ${since}.\n\n` +
          `If that was not expected, review their actions and lift what was wrong:\n\n${linkTo('/moderation/audit')}\n`,
      }),
    sendModeratorAlert: (to, { profileId, heldUntil }) =>
      deliver({
        to,
        subject: 'Wishlist: someone is on an automatic hold after reports',
        text:
          `Reports from several people hid someone from every feed. The hold ends at ${heldUntil} (UTC) unless a ` +
          `moderator confirms it. To review the case:\n\n${linkTo(`/moderation/reports/${profileId}`)}\n`,
      }),
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

/** '“Ana”', '“Ana” and “Ben”', '“Ana”, “Ben” and “Cleo”'. */
function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
