import { isScreenPath } from '@wishlist/mf-shared/screen-routes';
import { errorBody } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));

/**
 * What no file and no proxied operation answers. A page (a GET outside /mf/) loads the shell, which shows
 * the screen of its route; a path that is no screen (spec §2) gets the same shell, showing 'Page Not Found', with
 * status 404, so crawlers and monitors see the miss. The screens' paths are the router's own (screen-routes.ts).
 */
export function serveShellForPages(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/mf/')) return noRoute(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(isScreenPath(pathname) ? 200 : 404).sendFile('index.html');
  });
}
