import type { Handlers } from '@wishlist/service-kit';
import { contactRepository } from './repository.ts';

/** The contact form: a message stored for the team. */
export function contactHandlers() {
  return {
    async sendContactMessage(request, reply) {
      const { name, email, subject, category, message } = request.body;
      const stored = await contactRepository(request.em).save({
        name: name.trim(),
        email,
        subject: subject.trim(),
        category,
        message: message.trim(),
        // Signed in or not (the form is open to guests): only a signed-in sender's message joins their data.
        accountId: request.session.userId ?? null,
      });
      reply.status(201);
      return { id: stored.id, createdAt: stored.createdAt.toISOString() };
    },
  } satisfies Handlers;
}
