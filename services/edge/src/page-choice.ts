import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale, requestLocale } from '@wishlist/app-runtime/locale';
import { guestPageFile, screen, screenAt } from '@wishlist/app-runtime/screens';
import { type Preloads, withPreloads } from '@wishlist/federation/remote-manifests';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noRoute } from './edge-errors.ts';
import { inPageLanguage } from './page-words.ts';
import { answerFormPosts } from './form-posts.ts';
import { remotePagePreloads } from './remote-preloads.ts';
import { loadShellRenderer, userPages } from './user-pages.ts';

/** Whether a Cookie header carries the session cookie (whether it is still valid is the services' business). */
const sessionCookieMatcher = (name: string) => new RegExp(`(?:^|;)\\s*${name.replace('.', '\\.')}=`);

/**
 * Sends a page file of the shell's build. The files are in English (lang="en"): as they are for an English visitor
 * of a shell screen, else with the visitor's language on `<html>`, the page's title and description in it (the app, starting, shows
 * its screens in it) and a remote screen's `preloads` (remote-preloads.ts).
 */
export async function sendPage(
  reply: FastifyReply,
  shellDist: string,
  file: string,
  locale: Locale,
  preloads: Preloads | undefined,
) {
  if (locale === DEFAULT_LOCALE && !preloads) return reply.sendFile(file);
  const page = await readFile(join(shellDist, file), 'utf8');
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(pageFor(page, locale, preloads));
}

/** A page in the visitor's language, with a remote screen's preloads. */
const pageFor = (page: string, locale: Locale, preloads: Preloads | undefined) => {
  const inLocale = inPageLanguage(page, locale);
  return preloads ? withPreloads(inLocale, preloads) : inLocale;
};

/**
 * Chooses the page for what no file and no proxied operation answers. A page (a GET outside /mf/) loads the shell,
 * which shows the screen of its route; a path that is no screen (spec §2) gets the same shell, showing 'Page Not
 * Found', with status 404, so crawlers and monitors see the miss. The screens are the router's own, from the table
 * of screens (@wishlist/app-runtime/screens), which also says which page each one has:
 * - its own page, pages/<screen>.html (written by the shell's build): the shell with that screen's code preloaded;
 *   a build without it gets index.html;
 * - `rendered: 'guest'`: a visitor without a session gets pages/<screen>.guest.html (.guest.<locale>.html in another
 *   language), the same with the screen prerendered as a guest sees it; someone signed in gets the other, since what
 *   they see differs;
 * - `rendered: 'guest-by-edge'`: the same, but a guest gets the screen rendered (user-pages.ts) in
 *   pages/<screen>.guest-template.html with what the API tells anyone (the plans), or the build's page when that fails;
 * - `rendered: 'user'`: someone with a session gets the screen rendered for them (user-pages.ts) in
 *   pages/<screen>.user.html.
 * The forms of the guest pages post to their page before the app has started (form-posts.ts).
 * Every page is in the visitor's language (the language cookie, else Accept-Language: requestLocale): a rendered one
 * is rendered in it, the build prerendered each guest page in each language, and any other page gets the visitor's
 * language on `<html>` (the app renders its screen in it).
 */
export async function serveShellForPages(
  app: FastifyInstance,
  webRoot: string,
  sessionCookie: string,
  bodyTimeoutMs: number,
) {
  const shellDist = join(webRoot, 'shell', 'dist');
  const hasSession = sessionCookieMatcher(sessionCookie);
  const preloadsOf = remotePagePreloads(webRoot);
  // Read once: the pages are named after the screens, so a rebuild changes their content, never their names.
  const pagesDir = join(shellDist, 'pages');
  const pages = new Set(existsSync(pagesDir) ? readdirSync(pagesDir) : []);
  const page = (name: string) => (pages.has(name) ? `pages/${name}` : undefined);
  const renderer = await loadShellRenderer(shellDist);
  const renderForVisitor = userPages(app, renderer);
  await answerFormPosts(app, { shellDist, renderer, bodyTimeoutMs });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/mf/')) return noRoute(request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    const name = screenAt(pathname);
    const locale = requestLocale(request.headers);
    if (!name) return sendPage(reply.status(404), shellDist, 'index.html', locale, undefined);
    reply.header('vary', 'cookie, accept-language');
    const signedIn = hasSession.test(request.headers.cookie ?? '');
    const { rendered } = screen(name);
    // Rendered at request time: for its user, with their data, or for a guest, with what the API tells anyone.
    const visitor = signedIn ? rendered === 'user' && 'user' : rendered === 'guest-by-edge' && 'guest';
    const template = visitor && page(`${name}.${visitor === 'user' ? 'user' : 'guest-template'}.html`);
    const forVisitor =
      visitor && template && (await renderForVisitor(request, pathname, join(shellDist, template), visitor, locale));
    // Never kept by a shared cache (someone's own data), and asked for again each time (the answers in it change).
    if (forVisitor)
      return reply
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(forVisitor, locale, preloadsOf(name)));
    const forGuest = !signedIn && rendered?.startsWith('guest') ? page(guestPageFile(name, locale)) : undefined;
    return sendPage(reply, shellDist, forGuest ?? page(`${name}.html`) ?? 'index.html', locale, preloadsOf(name));
  });
}
