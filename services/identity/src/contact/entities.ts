import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
