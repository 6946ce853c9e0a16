import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Language } from '@wishlist/service-kit';

// The tables more than one area reads or writes: the account (every area), and the codes and contact messages
// that account-data deletes and exports with it.

export const Account = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    /** As the person typed it; unique regardless of case (index on lower(username)). */
    username: p.string(),
    /** Lowercased; unique. */
    email: p.string(),
    /** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url. */
    passwordHash: p.string(),
    /** member, moderator or admin (README: "Moderation"). */
    role: p.string().$type<'member' | 'moderator' | 'admin'>().default('member'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set when its owner deleted it: it can no longer sign in, and goes once every service has deleted its data. */
    deletingSince: p.datetime().nullable(),
    /** Set by a moderator's ban: it signs in no more (restrictions.ts). */
    bannedAt: p.datetime().nullable(),
    /** Set by a moderator's suspension: it signs in again after this. */
    suspendedUntil: p.datetime().nullable(),
    /** The language of the person's mails and pushes, once chosen (null: English). */
    language: p.string().$type<Language>().nullable(),
  },
});
export type Account = InferEntity<typeof Account>;

/** The latest code sent to an email address, and whether the address has been verified with it. */
export const VerificationCode = defineEntity({
  name: 'VerificationCode',
  tableName: 'verification_codes',
  properties: {
    contact: p.string().primary(),
    /** HMAC of the code: a leaked table does not give the codes away. */
    codeHash: p.string(),
    wrongTries: p.integer(),
    sentAt: p.datetime(),
    expiresAt: p.datetime(),
    verifiedAt: p.datetime().nullable(),
  },
});
export type VerificationCode = InferEntity<typeof VerificationCode>;

/** A message sent through the contact form. */
export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    name: p.string(),
    email: p.string(),
    subject: p.string(),
    category: p.string(),
    message: p.text(),
    /** The account that sent it, when signed in (a guest's message belongs to no account, whatever its address). */
    accountId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
