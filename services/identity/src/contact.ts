import type { Handler } from '@wishlist/service-kit';
import { ContactMessage } from './entities.ts';

export const sendContactMessage: Handler<'sendContactMessage'> = async (request, reply) => {
  const { name, email, subject, category, message } = request.body;
  const stored = request.em.create(ContactMessage, {
    name: name.trim(),
    email,
    subject: subject.trim(),
    category,
    message: message.trim(),
  });
  await request.em.flush();
  reply.status(201);
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
};
