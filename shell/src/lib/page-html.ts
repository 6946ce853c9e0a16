// A page with a screen rendered into it, as the build prerenders a public screen (build/prerender.ts) and the edge a
// signed-in one for its visitor (renderForUser in prerender.tsx). Plain string work: it runs in Node, at either time.

/** One screen's HTML (what goes in #root) and its styles (<style> elements for the head). */
export interface RenderedScreen {
  html: string;
  styles: string;
}

/**
 * A page with the rendered screen in #root and its styles at the end of the head. Its forms send nothing until the
 * app has taken them over: one sent sooner would go as a GET with its fields (a password) in the address, and
 * method="dialog" outside a dialog sends nothing.
 */
export function withScreen(page: string, { html, styles }: RenderedScreen, rootAttributes = ''): string {
  if (!page.includes('<div id="root"></div>')) throw new Error('the page has no empty #root to prerender into');
  const inertForms = html.replace(/<form\b/g, '<form method="dialog"');
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
