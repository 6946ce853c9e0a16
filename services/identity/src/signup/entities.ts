import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
