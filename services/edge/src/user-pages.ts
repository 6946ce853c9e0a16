import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@wishlist/app-runtime/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The shell's server-side renderer (shell/src/app/prerender.tsx, bundled by the shell's build into dist-server/). */
export interface ShellRenderer {
  renderForUser(
    template: string,
    pathname: string,
    api: (path: string) => Promise<Response>,
    locale: Locale,
  ): Promise<string | undefined>;
  renderForGuest(
    template: string,
    pathname: string,
    api: (path: string) => Promise<Response>,
    locale: Locale,
  ): Promise<string | undefined>;
  /** The version of the code a screen is rendered with (its remote's server bundle as deployed now). */
  codeVersion(pathname: string): Promise<string>;
  /** A public screen's guest page answering a form posted to it (form-posts.ts). */
  formAnswerPage(
    page: string,
    pathname: string,
    answer: { statusCode: number; body: string },
    sent: Record<string, string>,
    locale: Locale,
  ): Promise<string>;
}

/** The shell's renderer, or undefined for a build without one. */
export async function loadShellRenderer(shellDist: string): Promise<ShellRenderer | undefined> {
  const rendererFile = join(shellDist, '..', 'dist-server', 'prerender.js');
  if (!existsSync(rendererFile)) return undefined;
  return (await import(pathToFileURL(rendererFile).href)) as ShellRenderer;
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 304]);

/** An answer the renderer read through the edge, as it came. */
export interface ReadAnswer {
  status: number;
  contentType: string;
  body: string;
}

const asResponse = ({ status, contentType, body }: ReadAnswer) =>
  new Response(BODILESS.has(status) ? null : body, { status, headers: { 'content-type': contentType } });

/**
 * A guest's page shows only what the API tells anyone (pricing's plans), so it is kept with the answers it was
 * rendered from, by path (at most `limit` paths: a guest chooses the path's case). A later guest gets it again while
 * those answers and the page's template are unchanged: each visit still reads them (one read of the plans) but
 * renders only when one changed, so a changed price shows at once and an anonymous visit costs no render.
 */
export function keptGuestPages(limit = 16) {
  const kept = new Map<string, { template: string; answers: Map<string, ReadAnswer>; page: string }>();
  return async (
    pathname: string,
    template: string,
    read: (path: string) => Promise<ReadAnswer>,
    render: (api: (path: string) => Promise<Response>) => Promise<string | undefined>,
  ): Promise<string | undefined> => {
    const last = kept.get(pathname);
    if (last?.template === template) {
      const unchanged = await Promise.all(
        [...last.answers].map(async ([path, was]) => {
          const now = await read(path);
          return now.status === was.status && now.body === was.body;
        }),
      );
      if (unchanged.every(Boolean)) return last.page;
    }
    const answers = new Map<string, ReadAnswer>();
    const page = await render(async (path) => {
      const answer = await read(path);
      answers.set(path, answer);
      return asResponse(answer);
    });
    kept.delete(pathname);
    if (page === undefined) return undefined;
    const oldest = kept.keys().next();
    if (kept.size >= limit && !oldest.done) kept.delete(oldest.value);
    kept.set(pathname, { template, answers, page });
    return page;
  };
}

/**
 * Renders a screen for the visitor of `request`, in its page (`template`, written by the shell's build): a signed-in
 * screen for its user (pages/<screen>.user.html), with the person's data, or a public one for a guest
 * (pages/<screen>.guest-template.html), with what the API tells anyone (the plans; kept while they are unchanged,
 * keptGuestPages), in the visitor's `locale`. The screen arrives with them instead of after the app's code has run and asked for them. The
 * renderer reads through this edge with the visitor's own cookie, as their browser would (app.inject: the same
 * proxy, services and checks, without a socket). A build without the renderer, or a render that finds nothing to
 * show (no live session, an answer that failed), leaves the page unrendered.
 */
export function userPages(app: FastifyInstance, renderer: ShellRenderer | undefined) {
  if (!renderer) return async () => undefined;
  const reader =
    (request: FastifyRequest) =>
    async (path: string): Promise<ReadAnswer> => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        headers: {
          cookie: request.headers.cookie ?? '',
          accept: 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        remoteAddress: request.ip,
      });
      return {
        status: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? ''),
        body: answer.body,
      };
    };
  const guestPages = keptGuestPages();
  return async (
    request: FastifyRequest,
    pathname: string,
    templateFile: string,
    visitor: 'user' | 'guest',
    locale: Locale,
  ): Promise<string | undefined> => {
    const read = reader(request);
    try {
      // Read per request, as the static pages are: a rebuild of the shell is served without a restart.
      const template = await readFile(templateFile, 'utf8');
      if (visitor === 'user')
        return await renderer.renderForUser(template, pathname, async (path) => asResponse(await read(path)), locale);
      // Kept while the template, the remote's code and the answers are unchanged: a remote deployed alone is seen.
      const code = await renderer.codeVersion(pathname);
      // Kept per language: the same path shows other words in another.
      return await guestPages(`${locale} ${pathname}`, `${code}\n${template}`, read, (api) =>
        renderer.renderForGuest(template, pathname, api, locale),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'rendering the page for its visitor failed: sending it unrendered');
      return undefined;
    }
  };
}
