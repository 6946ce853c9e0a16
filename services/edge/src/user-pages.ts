import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The shell's server-side renderer (shell/src/app/prerender.tsx, bundled by the shell's build into dist-server/). */
interface ServerRenderer {
  renderForUser(
    template: string,
    pathname: string,
    api: (path: string) => Promise<Response>,
  ): Promise<string | undefined>;
}

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 304]);

/**
 * Renders a signed-in screen for the visitor of `request`, in its page (`template`: pages/<screen>.user.html, written
 * by the shell's build): the screen arrives with the person's data instead of after the app's code has run and asked for
 * it. The renderer reads through this edge with the visitor's own cookie, as their browser would (app.inject: the
 * same proxy, services and checks, without a socket). A build without the renderer, or a render that finds nothing
 * to show (no live session, an answer that failed), leaves the page unrendered.
 */
export async function userPages(app: FastifyInstance, shellDist: string) {
  const rendererFile = join(shellDist, '..', 'dist-server', 'prerender.js');
  if (!existsSync(rendererFile)) return async () => undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as ServerRenderer;
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
  return async (request: FastifyRequest, pathname: string, template: string): Promise<string | undefined> => {
    try {
      // Read per request, as the static pages are: a rebuild of the shell is served without a restart.
      return await renderer.renderForUser(await readFile(template, 'utf8'), pathname, visitorApi(request));
    } catch (error) {
      request.log.warn({ err: error }, 'rendering the page for its visitor failed: sending it unrendered');
      return undefined;
    }
  };
}
