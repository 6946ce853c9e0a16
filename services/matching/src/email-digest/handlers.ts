import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, requestLanguage, type Handlers } from '@wishlist/service-kit';
import { matchingWording } from '../core/words.ts';
import { confirmPage, invalidLinkPage, unsubscribedPage } from './page.ts';
import { emailDigestRepository } from './repository.ts';
import { isValidUnsubscribeLink } from './unsubscribe-link.ts';

/**
 * The digest's unsubscribe link, which works without signing in: the signature is the permission. Opening it only
 * asks (link checkers and prefetchers open links); the POST, from its button or a mail client's one-click
 * unsubscribe, turns the digest off.
 */
export function emailDigestHandlers(serviceToken: string) {
  return {
    async showEmailDigestUnsubscribe(request, reply) {
      const { recipientId } = request.params;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!isValidUnsubscribeLink(recipientId, request.query, serviceToken)) return invalidLink(request, reply);
      return reply.send(confirmPage(matchingWording(requestLanguage(request)), request.url));
    },

    async unsubscribeFromEmailDigest(request, reply) {
      const { recipientId } = request.params;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!isValidUnsubscribeLink(recipientId, request.query, serviceToken)) return invalidLink(request, reply);
      await emailDigestRepository(request.em).turnOff(recipientId);
      return reply.send(unsubscribedPage(matchingWording(requestLanguage(request))));
    },
  } satisfies Handlers;
}

/** RFC 8058's one-click unsubscribe, and the page's form, post a form body (the only one matching takes). */
export function registerFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** 404: to a browser (it asks for text/html) a page that says so; to anything else, the Error shape. */
function invalidLink(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.accept?.includes('text/html')) throw new ApiError('NOT_FOUND');
  return reply.status(404).send(invalidLinkPage(matchingWording(requestLanguage(request))));
}
