import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The shell's server-side renderer (shell/src/app/prerender.tsx, bundled by the shell's build into dist-server/). */
export interface ShellRenderer {
  renderForUser(
    template: string,
    pathname: string,
    api: (path: string) => Promise<Response>,
  ): Promise<string | undefined>;
  renderForGuest(
    template: string,
    pathname: string,
    api: (path: string) => Promise<Response>,
  ): Promise<string | undefined>;
  /** A public screen's guest page answering a form posted to it (form-posts.ts). */
  formAnswerPage(
    page: string,
    pathname: string,
    answer: { statusCode: number; body: string },
    sent: Record<string, string>,
  ): string;
}

/** The shell's renderer, or undefined for a build without one. */
export async function loadShellRenderer(shellDist: string): Promise<ShellRenderer | undefined> {
  const rendererFile = join(shellDist, '..', 'dist-server', 'prerender.js');
  if (!existsSync(rendererFile)) return undefined;
  return (await import(pathToFileURL(rendererFile).href)) as ShellRenderer;
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 304]);

/**
 * Renders a screen for the visitor of `request`, in its page (`template`, written by the shell's build): a signed-in
 * screen for its user (pages/<screen>.user.html), with the person's data, or a public one for a guest
 * (pages/<screen>.guest-template.html), with what the API tells anyone (the plans). The screen arrives with them
 * instead of after the app's code has run and asked for them. The renderer reads through this edge with the
 * visitor's own cookie, as their browser would (app.inject: the same proxy, services and checks, without a socket).
 * A build without the renderer, or a render that finds nothing to show (no live session, an answer that failed),
 * leaves the page unrendered.
 */
export function userPages(app: FastifyInstance, renderer: ShellRenderer | undefined) {
  if (!renderer) return async () => undefined;
  const visitorApi = (request: FastifyRequest) => async (path: string) => {
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
    const headers = { 'content-type': String(answer.headers['content-type'] ?? '') };
    return new Response(BODILESS.has(answer.statusCode) ? null : answer.body, { status: answer.statusCode, headers });
  };
  return async (
    request: FastifyRequest,
    pathname: string,
    template: string,
    visitor: 'user' | 'guest',
  ): Promise<string | undefined> => {
    const render = visitor === 'user' ? renderer.renderForUser : renderer.renderForGuest;
    try {
      // Read per request, as the static pages are: a rebuild of the shell is served without a restart.
      return await render(await readFile(template, 'utf8'), pathname, visitorApi(request));
    } catch (error) {
      request.log.warn({ err: error }, 'rendering the page for its visitor failed: sending it unrendered');
      return undefined;
    }
  };
}
