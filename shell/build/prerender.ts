// Build-time (Node) module: the vite plugin that bundles the server-side renderer (src/app/prerender.tsx) into
// dist-server/ and prerenders the public screens with it, as a guest sees them. dist/landing.html is the landing page
// without the app's code: the edge serves it at / and the service worker answers / with it. Each other prerendered
// screen gets a guest page, dist/pages/<screen>.guest.html: its own page (written by route-preload.ts) with the screen
// in #root and its styles in the head, so a first visit sees the screen as soon as the page arrives instead of once
// the app's code has arrived and run; the app then hydrates it. The edge gives it to visitors without a session
// (page-choice.ts): what a signed-in person sees differs, and hydration would keep the guest's attributes. For them, a
// signed-in screen's page, dist/pages/<screen>.user.html, is the template the edge renders that screen into at
// request time, with the bundle's renderForUser.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOptions } from '@wishlist/federation/shared-dependencies';
import { serverBundlePlugins, serverBundleSsr } from '@wishlist/federation/server-bundle';
import { build, type Plugin } from 'vite';
import { inPageLocale, LOCALES } from '@wishlist/app-runtime/locale';
import {
  guestPageFile,
  landingFile,
  type Screen,
  type ScreenName,
  screen,
  screenNames,
} from '@wishlist/app-runtime/screens';
import type { renderScreen } from '../src/app/prerender.tsx';
import { type RenderedScreen, withScreen } from '../src/lib/page-html.ts';
import { HELD_TAPS_SCRIPT } from '@wishlist/app-runtime/held-taps';
import { appStart } from './route-preload.ts';

/** The screens the table has rendered for guests at build time, for each guest by the edge, or for their user. */
const renderedFor = (...how: Screen['rendered'][]): ScreenName[] =>
  screenNames.filter((name) => how.includes(screen(name).rendered));

/**
 * The page with its app and preloads started by public/start-after-paint.js, once the screen has been painted, and
 * its taps held until the app has hydrated from the first moment (HELD_TAPS_SCRIPT, inline in the head).
 */
export function startedAfterPaint(page: string): string {
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const app = appStart(page);
  const preloads = [...page.matchAll(preload)].map(([, href]) => href).join(' ');
  return page
    .replace(preload, '')
    .replace(
      app.tag,
      () =>
        `<script>${HELD_TAPS_SCRIPT}</script><script src="/start-after-paint.js" data-app="${app.src}" data-preload="${preloads}" defer></script>`,
    );
}

// Without the app's code: public/landing.js sends someone signed in to Discover and registers the service worker.
const landingScript = '<script src="/landing.js"></script>';

/** index.html without the app's scripts and preloads, with the rendered landing page in place. */
function landingPage(indexHtml: string, landing: RenderedScreen): string {
  const withoutApp = indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
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
        // Kept beside dist/ (not in it: the edge serves dist/ to anyone) for the edge's renders at request time.
        const serverOut = join(root, 'dist-server');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: serverBundlePlugins(),
          // The shared singletons are left to Node, so the remotes' server bundles render with the same ones.
          ssr: serverBundleSsr,
          // The app's public files are the browser's: not copied next to the renderer.
          publicDir: false,
          build: { ...buildOptions, ssr: 'src/app/prerender.tsx', outDir: serverOut, emptyOutDir: true },
        });
        const renderer = (await import(pathToFileURL(join(serverOut, 'prerender.js')).href)) as {
          renderScreen: typeof renderScreen;
        };
        const pageOf = (name: string) => startedAfterPaint(readFileSync(join(outDir, 'pages', `${name}.html`), 'utf8'));
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        // A screen the edge renders for each guest ('guest-by-edge') keeps this page, without the API's answers, for
        // when its render fails.
        // One page per language: the edge sends each visitor the one in theirs.
        for (const name of renderedFor('guest', 'guest-by-edge'))
          for (const locale of LOCALES) {
            const rendered = await renderer.renderScreen(name, locale);
            // The landing page is the directory index: index.html without the app.
            if (screen(name).path === '/')
              writeFileSync(join(outDir, landingFile(locale)), inPageLocale(landingPage(indexHtml, rendered), locale));
            // data-prerendered: the app hydrates this root (startApp in @wishlist/app-runtime/app-root), then removes it.
            else
              writeFileSync(
                join(outDir, 'pages', guestPageFile(name, locale)),
                inPageLocale(withScreen(pageOf(name), rendered, ' data-prerendered'), locale),
              );
          }
        // The edge's templates: the page with an empty #root.
        for (const name of renderedFor('user')) writeFileSync(join(outDir, 'pages', `${name}.user.html`), pageOf(name));
        for (const name of renderedFor('guest-by-edge'))
          writeFileSync(join(outDir, 'pages', `${name}.guest-template.html`), pageOf(name));
      },
    },
  };
}
