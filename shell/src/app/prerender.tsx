// Server-side entry (bundled by build/prerender.ts into dist-server/, never shipped to browsers): screens rendered
// to HTML and CSS inside the app's own routes and layout (ScreenRoutes), with the same components, by React DOM's
// server renderer (the browser hydrates with React DOM); a remote's screen comes from that remote's own server bundle,
// where it is deployed (remote-server-bundles.ts). Which screens, the table of screens (@wishlist/app-runtime/screens)
// says: `rendered: 'guest'`, 'guest-by-edge' or 'user'.
// - At build time, the public screens as a guest first sees them (renderScreen). The landing page ships as it is,
//   without JavaScript; the other guest pages start the app, which hydrates what they show (AppRoutes.tsx,
//   preloadScreen) and keeps what a person typed meanwhile.
// - At request time, a public screen that shows what the API tells anyone (pricing's plans), for each guest with
//   those answers (renderForGuest): the app hydrates the plans instead of asking for them and rendering them.
// - At request time, the edge renders a signed-in screen for its visitor with their data (renderForUser), so a
//   first visit sees Discover, the wishlist or the profile as soon as the page arrives, instead of once the app's
//   code has arrived, run and asked the API. The page carries the answers it was rendered from, and the app starts
//   from them (src/lib/server-state.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type DehydratedState,
  dehydrate,
  hashKey,
  type Query,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { client } from '@wishlist/contract/client/client.gen.ts';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import type { ExposedScreen } from '@wishlist/app-runtime/exposed-screen';
import { LocaleProvider, MessagesProvider } from '@wishlist/app-runtime/i18n';
import { answerInLocale, DEFAULT_LOCALE, type Locale } from '@wishlist/app-runtime/locale';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { type ScreenName, screen, screenAt } from '@wishlist/app-runtime/screens';
import { SESSION_STORAGE_KEY } from '@wishlist/app-runtime/session';
import { ApiError, loadErrorMessages } from '@wishlist/app-runtime/api-client';
import { GlobalStyle, theme, type ToastOptions } from '@wishlist/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { loginFailed } from '../features/auth/messages.ts';
import { messageFailed, messageSent } from '../features/contact/messages.ts';
import { shellCatalogue } from '../i18n.ts';
import { RemoteScreenFrame } from '../components/federation/RemoteScreenFrame.tsx';
import { type RenderedScreen, withFormAnswer, withScreen, withState } from '../lib/page-html.ts';
import { loadShellCode, ScreenRoutes } from './AppRoutes.tsx';
import { remoteBundleFile, remoteServerScreen } from './remote-server-bundles.ts';

/**
 * The screen at `pathname`, rendered to HTML in `locale` with the styles it used, with every module it needs loaded
 * first (a remote's catalogue in that locale too).
 */
async function renderAt(
  pathname: string,
  queryClient: QueryClient,
  locale: Locale,
  render = renderToString,
): Promise<RenderedScreen | undefined> {
  const name = screenAt(pathname);
  if (!name) return undefined;
  // A remote's screen comes from the remote's own server bundle, as deployed now (remote-server-bundles.ts).
  const { from } = screen(name);
  const Remote: ExposedScreen | undefined =
    'remote' in from ? await remoteServerScreen(from.remote, from.expose, toVisitorApi) : undefined;
  await Promise.all([Remote?.loadMessages?.(locale), shellCatalogue.load(locale)]);
  // Rendered in one pass: no part of it may still be loading.
  await loadShellCode(name, locale);
  const remoteScreen = (shown: ScreenName) =>
    shown === name && Remote ? (
      <RemoteScreenFrame onRetry={() => undefined}>
        <Remote />
      </RemoteScreenFrame>
    ) : null;
  const sheet = new ServerStyleSheet();
  try {
    const html = render(
      <StyleSheetManager sheet={sheet.instance}>
        <LocaleProvider locale={locale}>
          <MessagesProvider catalogue={shellCatalogue}>
            <QueryClientProvider client={queryClient}>
              <GlobalStyle />
              <StaticRouter location={pathname}>
                <ScreenRoutes remoteScreen={remoteScreen} />
              </StaticRouter>
            </QueryClientProvider>
          </MessagesProvider>
        </LocaleProvider>
      </StyleSheetManager>,
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * One public screen as a guest sees it, before any answer from the API (the table's `rendered: 'guest…'`), in
 * `locale`: the build writes one page per language, and the edge sends each visitor theirs.
 */
export async function renderScreen(name: ScreenName, locale: Locale = DEFAULT_LOCALE): Promise<RenderedScreen> {
  const rendered = await renderAt(screen(name).path, new QueryClient(), locale);
  if (!rendered) throw new Error(`the screen ${name} has no path`);
  return rendered;
}

/** A GET through the edge with the visitor's own session, as their browser would send it. */
export type VisitorApi = (path: string) => Promise<Response>;

// The generated client's calls go to the visitor's API of the render under way: renders for several visitors
// overlap while they wait for answers. Only reads: rendering a screen never changes anything.
const visitorApi = new AsyncLocalStorage<VisitorApi>();
// A base for the client's URLs, which Node needs ('/api/…' alone is no URL there); the browser's client has none.
const SERVER_BASE_URL = 'http://edge';
/** Points a copy of the generated client (the shell's, or a remote's own) at the visitor's API of the render. */
function toVisitorApi(apiClient: typeof client): void {
  apiClient.setConfig({
    baseUrl: SERVER_BASE_URL,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const api = visitorApi.getStore();
      if (!api || request.method !== 'GET')
        throw new Error(`a server render may only read (${request.method} ${request.url})`);
      const url = new URL(request.url);
      return api(`${url.pathname}${url.search}`);
    },
  });
}
configureApiClient();
toVisitorApi(client);

// The screens read the signed-in user from localStorage (@wishlist/app-runtime/session). Renders are synchronous, so
// this stand-in holds the visitor of the one render under way, and nothing in between.
let storedUser: string | null = null;
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? storedUser : null), setItem() {}, removeItem() {} },
});

function renderAs(user: unknown, render: () => string): string {
  storedUser = JSON.stringify(user);
  try {
    return render();
  } finally {
    storedUser = null;
  }
}

/** The answers filed as the browser's client files them: the generated query keys name the client's base URL. */
function asInBrowser(state: DehydratedState): DehydratedState {
  const inBrowser = (part: unknown) =>
    typeof part === 'object' && part !== null && 'baseUrl' in part ? { ...part, baseUrl: '' } : part;
  const queries = state.queries.map((query) => {
    const queryKey = query.queryKey.map(inBrowser);
    return { ...query, queryKey, queryHash: hashKey(queryKey) };
  });
  return { ...state, queries };
}

/** A query a render asked for and nobody has fetched yet (a disabled one waits for what enables it). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Renders at most this many times: each render may ask for what the answers to the one before enable (Discover: the
 * user, the own profile and plan, the feed, then the prompts' catalogue its cards show).
 */
const MAX_RENDERS = 5;

/**
 * The screen at `pathname` rendered with every answer it asks for, fetched into `queryClient`; undefined when an
 * answer failed or it still asks for more after MAX_RENDERS.
 */
async function renderWithAnswers(
  pathname: string,
  queryClient: QueryClient,
  locale: Locale,
  render = renderToString,
): Promise<RenderedScreen | undefined> {
  for (let renders = 1; renders <= MAX_RENDERS; renders++) {
    const rendered = await renderAt(pathname, queryClient, locale, render);
    const asked = queryClient.getQueryCache().getAll().filter(waiting);
    if (!rendered || asked.length === 0) return rendered;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return undefined;
  }
  return undefined;
}

/** What the app starts from (src/lib/server-state.ts): whom the page was rendered for, and the answers it shows. */
const serverState = (userId: string | null, queryClient: QueryClient) => ({
  userId,
  queries: asInBrowser(dehydrate(queryClient)),
});

/**
 * The page of a signed-in screen (`template`: its page with the app started after paint, pages/<screen>.user.html)
 * with the screen rendered for the visitor whose session `api` carries, in their `locale`, and the answers it shows. Undefined when
 * there is nothing to render for them: not such a screen, or no live session (the edge then sends the page
 * unrendered, and the app asks for itself). A screen that cannot be rendered (an answer that failed) leaves the page
 * unrendered too, but it still says who it was sent to: someone who signed in by a form the edge answered has no
 * user stored yet (src/lib/server-state.ts).
 */
export async function renderForUser(
  template: string,
  pathname: string,
  api: VisitorApi,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | undefined> {
  const name = screenAt(pathname);
  if (!name || screen(name).rendered !== 'user') return undefined;
  return visitorApi.run(api, async () => {
    const queryClient = createQueryClient();
    const { user } = await queryClient.fetchQuery(getCurrentUserOptions()).catch(() => ({ user: undefined }));
    if (!user) return undefined;
    const rendered = await renderWithAnswers(pathname, queryClient, locale, (page) =>
      renderAs(user, () => renderToString(page)),
    );
    if (rendered)
      return withState(withScreen(template, rendered, ' data-prerendered'), serverState(user.id, queryClient));
    const onlyTheUser = new QueryClient();
    onlyTheUser.setQueryData(getCurrentUserOptions().queryKey, { user });
    return withState(template, serverState(user.id, onlyTheUser));
  });
}

/**
 * The page of a public screen that shows what the API tells anyone (`template`: its page with the app started after
 * paint, pages/<screen>.guest-template.html) rendered for a guest with those answers, read through `api` (the
 * visitor's own request, without a session), and carrying them. Undefined when it is no such screen or an answer
 * failed: the edge then sends the build's guest page, without them. In the visitor's `locale`.
 */
export async function renderForGuest(
  template: string,
  pathname: string,
  api: VisitorApi,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | undefined> {
  const name = screenAt(pathname);
  if (!name || screen(name).rendered !== 'guest-by-edge') return undefined;
  return visitorApi.run(api, async () => {
    const queryClient = createQueryClient();
    const rendered = await renderWithAnswers(pathname, queryClient, locale);
    return rendered && withState(withScreen(template, rendered, ' data-prerendered'), serverState(null, queryClient));
  });
}

/**
 * The version of the code the screen at `pathname` is rendered with: its remote's server bundle as deployed now ('' for
 * a screen of the shell). A page the edge keeps (keptGuestPages) is rendered again when it changes.
 */
export async function codeVersion(pathname: string): Promise<string> {
  const name = screenAt(pathname);
  const from = name && screen(name).from;
  return from && 'remote' in from ? String((await remoteBundleFile(from.remote)).version) : '';
}

/** What the edge's answer to a form post shows (services/edge/src/form-posts.ts): the toast the app shows for it. */
const formNotices: Partial<Record<ScreenName, (sent: Record<string, string>, error?: ApiError) => ToastOptions>> = {
  login: (_sent, error) => loginFailed(error),
  contact: (sent, error) => (error ? messageFailed() : messageSent(sent.category ?? '')),
};

// The toast's look (@wishlist/ui's Toast) without its code, hidden after its 5 s (spec §4) as the toast closes.
const NOTICE_STYLE = `.form-notice{position:fixed;z-index:50;top:60px;left:50%;transform:translateX(-50%);
width:calc(min(390px,100vw) - 24px);display:flex;flex-direction:column;gap:2px;padding:14px 16px;
border-radius:${theme.radius.md};box-shadow:${theme.shadow.raised};background:${theme.color.surface};
color:${theme.color.text};border:1px solid ${theme.color.border};font-size:${theme.size.xs};
animation:form-notice-closes 0s 5s forwards}
.form-notice[data-variant=destructive]{background:${theme.color.danger};color:#fff;border:0}
.form-notice strong{font-size:${theme.size.sm};font-weight:800}
@keyframes form-notice-closes{to{visibility:hidden}}`;

/**
 * A public screen's guest page (`page`) answering a form posted to it before the app started: the toast the app
 * would show, refused (`answer`: the API's status and body) or done, and the fields refilled with `sent` on a refusal.
 */
export async function formAnswerPage(
  page: string,
  pathname: string,
  answer: { statusCode: number; body: string },
  sent: Record<string, string>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const name = screenAt(pathname);
  const notice = name && formNotices[name];
  if (!notice) throw new Error(`${pathname} has no form the edge answers`);
  const refused = answer.statusCode >= 400;
  const error = refused ? new ApiError(answer.statusCode, '', answer.body) : undefined;
  // The toast's words, and the API's, in the visitor's language.
  await Promise.all([shellCatalogue.load(locale), loadErrorMessages(locale)]);
  const toast = answerInLocale(locale, () => notice(sent, error));
  return withFormAnswer(page, refused ? sent : {}, toast, NOTICE_STYLE);
}
