import type { EntityManager } from '@mikro-orm/core';
import { ContactMessage } from '../core/entities.ts';

export type NewContactMessage = Pick<
  ContactMessage,
  'name' | 'email' | 'subject' | 'category' | 'message' | 'accountId'
>;

/** Messages sent through the contact form. */
export function contactRepository(em: EntityManager) {
  return {
    async save(message: NewContactMessage) {
      const stored = em.create(ContactMessage, message);
      await em.flush();
      return stored;
    },
  };
}
