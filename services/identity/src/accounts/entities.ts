import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
    /** Set by a moderator's ban: it signs in no more (moderation/restrictions.ts). */
    bannedAt: p.datetime().nullable(),
    /** Set by a moderator's suspension: it signs in again after this. */
    suspendedUntil: p.datetime().nullable(),
  },
});
export type Account = InferEntity<typeof Account>;
