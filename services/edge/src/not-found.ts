import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screenAt } from '@wishlist/mf-shared/screen-routes';
import { errorBody } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));

/**
 * What no file and no proxied operation answers. A page (a GET outside /mf/) loads the shell, which shows
 * the screen of its route; a path that is no screen (spec §2) gets the same shell, showing 'Page Not Found', with
 * status 404, so crawlers and monitors see the miss. The screens' paths are the router's own (screen-routes.ts).
 * A screen's own page (pages/<screen>.html, written by the shell's build) is the shell with that screen's code
 * preloaded; a build without it gets index.html.
 */
export function serveShellForPages(app: FastifyInstance, shellDist: string) {
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/mf/')) return noRoute(request, reply);
    const screen = screenAt(request.url.split('?')[0] ?? '/');
    const page = screen && `pages/${screen}.html`;
    if (!page) return reply.status(404).sendFile('index.html');
    return reply.sendFile(existsSync(join(shellDist, page)) ? page : 'index.html');
  });
}
