import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestLocale } from '@wishlist/app-runtime/locale';
import { guestPageFile, inAppPath, screen, screenAt, type ScreenName } from '@wishlist/app-runtime/screens';
import { errorBody, isSameOrigin } from '@wishlist/service-kit';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { noRoute } from './edge-errors.ts';
import { bodyDeadline } from './proxy/body-limits.ts';
import type { ShellRenderer } from './user-pages.ts';
import { inPageLanguage } from './page-words.ts';

/**
 * The forms of the prerendered public screens, sent before the app has started (docs/architecture.md, "Loading fast
 * on a phone"): each is posted to its page and goes on as its one API operation, through this edge (app.inject, with
 * the visitor's cookie and address: the same proxy, service, checks and rate limits as the app's own call).
 * Only the fields named here are sent on; `secret` ones are never written back into a page.
 */
interface FormPost {
  screen: ScreenName;
  operation: string;
  fields: string[];
  secret?: string[];
  /**
   * Where a success goes (303), unless the page's `?next=` names a screen of this site (a screen that sent a guest to
   * sign in: spec §2); without it the page shows the app's toast for a success.
   */
  next?: string;
  /** The body's limit: the longest fields, percent-encoded. */
  bodyLimit: number;
}

const formPosts: FormPost[] = [
  // Spec §4: signed in, the person goes to Discover, or back to the screen that sent them (`?next=`). (Where a guest
  // was going when a signed-in screen sent them away is the app's to remember.)
  {
    screen: 'login',
    operation: '/api/auth/login',
    fields: ['username', 'password'],
    secret: ['password'],
    next: '/app',
    bodyLimit: 4 * 1024,
  },
  {
    screen: 'contact',
    operation: '/api/contact',
    fields: ['name', 'email', 'category', 'subject', 'message'],
    bodyLimit: 64 * 1024,
  },
];

const LARGEST_FORM = Math.max(...formPosts.map((form) => form.bodyLimit));

/** The form posted to the page at `url`, if its screen has one the edge answers. */
function formAt(url: string): FormPost | undefined {
  const name = screenAt(url.split('?')[0] ?? '/');
  return formPosts.find((form) => form.screen === name);
}

/** The answer's headers a form's answer carries on: the session it started, and when to try again. */
const PASSED_ON = ['set-cookie', 'retry-after'];

/** A page of another site may not post as the visitor (cross-site request forgery). */
async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (!isSameOrigin(request))
    return reply
      .status(403)
      .send(errorBody(403, 'This request came from another site and was refused.', 'CROSS_SITE_REQUEST'));
}

/** A form's own body only: URL-encoded (never multipart), within that form's limit. */
function acceptFormBodies(forms: FastifyInstance) {
  forms.removeAllContentTypeParsers();
  forms.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: LARGEST_FORM },
    (request, body, done) => {
      const form = formAt(request.url);
      if (form && body.length > form.bodyLimit) done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      else done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** The form's operation, asked through this edge as the visitor (their cookie, browser and address). */
function askOperation(app: FastifyInstance, request: FastifyRequest, form: FormPost, sent: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: form.operation,
    headers: {
      cookie: request.headers.cookie ?? '',
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': request.headers['user-agent'] ?? '',
    },
    payload: JSON.stringify(sent),
    remoteAddress: request.ip,
  });
}

/** A form's post: its operation asked, then a success sent on, or the page again with the answer and what was typed. */
function formPostHandler(app: FastifyInstance, shellDist: string, renderer: ShellRenderer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = formAt(request.url);
    if (!form) return noRoute(request, reply);
    const posted = (request.body ?? {}) as Record<string, string>;
    const sent = Object.fromEntries(form.fields.map((field) => [field, posted[field] ?? '']));
    const answer = await askOperation(app, request, form, sent);
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (answer.statusCode < 400 && form.next) {
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('next');
      return reply.redirect(inAppPath(asked) ?? form.next, 303);
    }
    const kept = Object.fromEntries(Object.entries(sent).filter(([field]) => !form.secret?.includes(field)));
    // In the visitor's language: its page as the build wrote it in that language (its title and description too),
    // and the answer's words.
    const locale = requestLocale(request.headers);
    const page = await readFile(join(shellDist, 'pages', guestPageFile(form.screen, locale)), 'utf8');
    const html = await renderer.formAnswerPage(page, screen(form.screen).path, answer, kept, locale);
    // What was typed, for this visitor only.
    return reply
      .status(answer.statusCode < 400 ? 200 : answer.statusCode)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(inPageLanguage(html, locale));
  };
}

/** Answers the posts of the prerendered public screens' forms (`formPosts`), from the shell's build in `shellDist`. */
export async function answerFormPosts(
  app: FastifyInstance,
  { shellDist, renderer, bodyTimeoutMs }: { shellDist: string; renderer?: ShellRenderer; bodyTimeoutMs: number },
) {
  if (!renderer) return;
  await app.register(async (forms) => {
    forms.addHook('onRequest', bodyDeadline(bodyTimeoutMs));
    forms.addHook('onRequest', refuseCrossSite);
    acceptFormBodies(forms);
    // Every page's path, in any case (as the pages are found: page-choice.ts); a page without such a form has none.
    forms.post('/*', { bodyLimit: LARGEST_FORM }, formPostHandler(app, shellDist, renderer));
  });
}
