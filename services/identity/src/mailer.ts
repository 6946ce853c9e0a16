import nodemailer from 'nodemailer';
import type { IdentityConfig } from './config.ts';

/** Sends the mails identity needs. */
export interface Mailer {
  sendVerificationCode(to: string, code: string, validMinutes: number): Promise<void>;
  sendPasswordResetLink(to: string, link: string, validMinutes: number): Promise<void>;
}

// A mail server that hangs must not hold a signup request for minutes (nodemailer's defaults).
const SMTP_TIMEOUT_MS = 10_000;

/** The SMTP mailer, or null when no mail server is configured (demo mode: codes are shown on screen instead). */
export function createMailer(config: Pick<IdentityConfig, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async sendVerificationCode(to, code, validMinutes) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to,
        subject: `${code} is your Wishlist code`,
        text:
          `Your Wishlist verification code is ${code}.\n\n` +
          `It is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail.\n`,
      });
    },
    async sendPasswordResetLink(to, link, validMinutes) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to,
        subject: 'Reset your Wishlist password',
        text:
          `Someone (we hope you) asked to reset the password of your Wishlist account. To choose a new one, open:\n\n` +
          `${link}\n\n` +
          `The link works once, within ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
      });
    },
  };
}
