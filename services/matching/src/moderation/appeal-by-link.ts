import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, requestLanguage, type Handlers } from '@wishlist/service-kit';
import { matchingWording } from '../core/words.ts';
import { appealPage, appealSentPage, invalidAppealLinkPage, isValidAppealLink } from './appeal-link.ts';
import { appealsRepository } from './appeals-repository.ts';
import { factsOf, restrictionOf } from './statements.ts';

/**
 * A statement's appeal link, mailed with it, which works without signing in (someone banned or suspended cannot):
 * the signature is the permission. Opening it shows the decision and only asks; the page's button appeals. Its pages
 * are in the language of the browser that opens it (its language cookie, else Accept-Language).
 */
export function appealLinkHandlers(serviceToken: string) {
  return {
    async showAppealLink(request, reply) {
      const { statementId } = request.params;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!isValidAppealLink(statementId, request.query, serviceToken)) return invalidLink(request, reply);
      const appeals = appealsRepository(request.em);
      const subject = await appeals.subjectOf(statementId);
      const statement = subject && (await appeals.statement(subject, statementId));
      if (!statement) return invalidLink(request, reply);
      const words = matchingWording(requestLanguage(request));
      if (statement.appeal) return reply.send(appealSentPage(words));
      const restriction = restrictionOf(
        words,
        statement.action,
        statement.until && new Date(statement.until).toISOString(),
      );
      return reply.send(appealPage(words, request.url, restriction, factsOf(words, statement)));
    },

    async appealByLink(request, reply) {
      const { statementId } = request.params;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!isValidAppealLink(statementId, request.query, serviceToken)) return invalidLink(request, reply);
      // The kit types JSON bodies only; the contract has checked this form's fields (a note of at most 1000).
      const note = (request.body as { note?: string } | undefined)?.note?.trim() || null;
      const appealed = await appealsRepository(request.em).appeal(null, statementId, note);
      if (appealed === 'NOT_FOUND') return invalidLink(request, reply);
      return reply.send(appealSentPage(matchingWording(requestLanguage(request))));
    },
  } satisfies Handlers;
}

/** 404: to a browser (it asks for text/html) a page that says so; to anything else, the Error shape. */
function invalidLink(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.accept?.includes('text/html')) throw new ApiError('NOT_FOUND');
  return reply.status(404).send(invalidAppealLinkPage(matchingWording(requestLanguage(request))));
}
