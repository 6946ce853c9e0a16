// Build-time (Node) module: the vite plugin that prerenders the public screens (src/app/prerender.tsx) to static
// HTML and CSS, as a guest sees them. dist/landing.html is the landing page without the app's code: the edge serves
// it at / and the service worker answers / with it. Each other prerendered screen gets a guest page,
// dist/pages/<screen>.guest.html: its own page (written by route-preload.ts) with the screen in #root and its styles
// in the head, so a first visit sees the screen as soon as the page arrives instead of once the app's code has
// arrived and run; the app then hydrates it. The edge gives it to visitors without a session (not-found.ts): what
// a signed-in person sees differs, and hydration would keep the guest's attributes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reactOnPreact } from '@wishlist/mf-shared/federation';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PrerenderedScreen, prerenderedScreens } from '../src/app/prerender.tsx';
import { appStart } from './route-preload.ts';

interface RenderedScreen {
  html: string;
  styles: string;
}

interface PrerenderModule {
  prerenderedScreens: typeof prerenderedScreens;
  renderScreen(name: PrerenderedScreen): RenderedScreen;
}

/**
 * A page with the rendered screen in #root and its styles at the end of the head. Its forms send nothing until the
 * app has taken them over: one sent sooner would go as a GET with its fields (a password) in the address, and
 * method="dialog" outside a dialog sends nothing.
 */
export function withScreen(page: string, { html, styles }: RenderedScreen, rootAttributes = ''): string {
  if (!page.includes('<div id="root"></div>')) throw new Error('the page has no empty #root to prerender into');
  const inertForms = html.replace(/<form\b/g, '<form method="dialog"');
  return page.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root"${rootAttributes}>${inertForms}</div>`);
}

/** The page with its app and preloads started by public/start-after-paint.js, once the screen has been painted. */
export function startedAfterPaint(page: string): string {
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const app = appStart(page);
  const preloads = [...page.matchAll(preload)].map(([, href]) => href).join(' ');
  return page.replace(preload, '').replace(app.tag, `<script src="/start-after-paint.js" data-app="${app.src}" data-preload="${preloads}" defer></script>`);
}

// Without the app's code: public/landing.js sends someone signed in to Discover and registers the service worker.
const landingScript = '<script src="/landing.js"></script>';

/** index.html without the app's scripts and preloads, with the rendered landing page in place. */
function landingPage(indexHtml: string, landing: RenderedScreen): string {
  const withoutApp = indexHtml.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return withScreen(withoutApp, landing).replace('</body>', `  ${landingScript}\n  </body>`);
}

/** Runs after route-preload.ts has written the screens' pages and before the service worker is generated. */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'wishlist:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Inside the app's node_modules, so the rendered module finds its dependencies from there.
        const ssrOut = join(root, 'node_modules', '.wishlist-prerender');
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            // Rendered by Preact, as the app runs in production: the same components, the same markup.
            resolve: { alias: reactOnPreact },
            // Bundled whole: Node's own loading of styled-components' CommonJS build would miss its default export.
            ssr: { noExternal: true },
            build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
          });
          const { prerenderedScreens, renderScreen } = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as PrerenderModule;
          const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
          writeFileSync(join(outDir, 'landing.html'), landingPage(indexHtml, renderScreen('landing')));
          for (const name of Object.keys(prerenderedScreens) as PrerenderedScreen[]) {
            if (name === 'landing') continue;
            const page = startedAfterPaint(readFileSync(join(outDir, 'pages', `${name}.html`), 'utf8'));
            // data-prerendered: the app hydrates this root (startApp in @wishlist/mf-shared/app-root), then removes it.
            writeFileSync(join(outDir, 'pages', `${name}.guest.html`), withScreen(page, renderScreen(name), ' data-prerendered'));
          }
        } finally {
          rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
