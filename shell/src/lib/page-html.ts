// A page with a screen rendered into it, as the build prerenders a public screen (build/prerender.ts) and the edge a
// signed-in one for its visitor (renderForUser in prerender.tsx). Plain string work: it runs in Node, at either time.

/** One screen's HTML (what goes in #root) and its styles (<style> elements for the head). */
export interface RenderedScreen {
  html: string;
  styles: string;
}

/**
 * A page with the rendered screen in #root and its styles at the end of the head. A form that says
 * `method="post"` posts to its page until the app has taken it over (the edge answers: services/edge/src/form-posts.ts);
 * any other sends nothing until then (method="dialog" outside a dialog sends nothing), since one sent sooner would go
 * as a GET with its fields (a password) in the address. Its taps are held for the app (@wishlist/app-runtime/held-taps).
 */
export function withScreen(page: string, { html, styles }: RenderedScreen, rootAttributes = ''): string {
  if (!page.includes('<div id="root"></div>')) throw new Error('the page has no empty #root to prerender into');
  const inertForms = html.replace(/<form\b(?![^>]*\smethod=)/g, '<form method="dialog"');
  // Functions as replacements: a '$' in the markup is text, not a replacement pattern.
  return page
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${rootAttributes}>${inertForms}</div>`);
}

/** The id of the script element that carries what a screen rendered for its user was rendered from. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The page with `state` as JSON at the end of its body, for the app to start from. Inert (type application/json),
 * and with every '<' escaped, so no text in it (a bio reading '</script>') can end the element.
 */
export function withState(page: string, state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return page.replace(
    '</body>',
    () => `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script></body>`,
  );
}

/** A notice on a page as the app's toast shows it (@wishlist/ui's Toast): its words, and whether it tells of a failure. */
export interface PageNotice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A prerendered page answering a form post the edge handled (services/edge/src/form-posts.ts): its fields hold what was
 * sent (`values`: never a password), and `notice` shows where the app's toasts show, for as long (spec §4: 5 s). It sits
 * outside #root, so the app hydrates the screen as usual and keeps the fields' values.
 */
export function withFormAnswer(
  page: string,
  values: Record<string, string>,
  notice: PageNotice,
  style: string,
): string {
  let filled = page;
  for (const [name, value] of Object.entries(values)) {
    const field = new RegExp(`<(input|textarea)\\b(?=[^>]*\\sname="${name}")(?![^>]*\\stype="password")[^>]*>`);
    filled = filled.replace(field, (tag: string, element: string) =>
      element === 'input' ? `<input value="${escapeHtml(value)}"${tag.slice(6)}` : `${tag}${escapeHtml(value)}`,
    );
  }
  const description = notice.description ? `<span>${escapeHtml(notice.description)}</span>` : '';
  const role = notice.variant === 'destructive' ? 'alert' : 'status';
  const shown = `<div role="${role}" class="form-notice" data-variant="${notice.variant ?? 'default'}"><strong>${escapeHtml(notice.title)}</strong>${description}</div>`;
  return filled
    .replace('</head>', () => `<style>${style}</style></head>`)
    .replace('<div id="root"', () => `${shown}<div id="root"`);
}
