import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ScreenName, screenAt } from '@wishlist/mf-shared/screen-routes';
import { errorBody } from '@wishlist/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userPages } from './user-pages.ts';

/** Whether a Cookie header carries the session cookie (whether it is still valid is the services' business). */
const sessionCookieMatcher = (name: string) => new RegExp(`(?:^|;)\\s*${name.replace('.', '\\.')}=`);

export const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));

/**
 * What no file and no proxied operation answers. A page (a GET outside /mf/) loads the shell, which shows
 * the screen of its route; a path that is no screen (spec §2) gets the same shell, showing 'Page Not Found', with
 * status 404, so crawlers and monitors see the miss. The screens' paths are the router's own (screen-routes.ts).
 * A screen's own page (pages/<screen>.html, written by the shell's build) is the shell with that screen's code
 * preloaded; a build without it gets index.html. A public screen also has a guest page, the same with the screen
 * prerendered as a guest sees it: someone signed in gets the other, since what they see differs. A signed-in screen
 * may have a page that is rendered for its visitor (user-pages.ts): someone with a session gets that one.
 */
export async function serveShellForPages(app: FastifyInstance, shellDist: string, sessionCookie: string) {
  const hasSession = sessionCookieMatcher(sessionCookie);
  // Read once: the pages are named after the screens, so a rebuild changes their content, never their names.
  const pagesDir = join(shellDist, 'pages');
  const pages = new Set(existsSync(pagesDir) ? readdirSync(pagesDir) : []);
  /** The screen prerendered as a guest sees it (pages/<screen>.guest.html), for a visitor without a session. */
  const pageFor = (screen: ScreenName, signedIn: boolean) => {
    if (!signedIn && pages.has(`${screen}.guest.html`)) return `pages/${screen}.guest.html`;
    return pages.has(`${screen}.html`) ? `pages/${screen}.html` : 'index.html';
  };
  const renderForUser = await userPages(app, shellDist);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/mf/')) return noRoute(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    const screen = screenAt(pathname);
    if (!screen) return reply.status(404).sendFile('index.html');
    reply.header('vary', 'cookie');
    const signedIn = hasSession.test(request.headers.cookie ?? '');
    const template = `${screen}.user.html`;
    const rendered = signedIn && pages.has(template) ? await renderForUser(request, pathname, join(pagesDir, template)) : undefined;
    // Someone's own data: never kept by a shared cache, and asked for again each time.
    if (rendered) return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(rendered);
    return reply.sendFile(pageFor(screen, signedIn));
  });
}
