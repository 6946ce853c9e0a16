// Build-time (Node) module: the vite plugin that writes dist/landing.html, the landing page prerendered to static
// HTML and CSS (src/app/prerender-landing.tsx). The edge serves it at / and the service worker answers / with it;
// every other route gets index.html, the app.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

interface LandingModule {
  renderLanding(): { html: string; styles: string };
}

// Without the app's code: public/landing.js sends someone signed in to Discover and registers the service worker.
const landingScript = '<script src="/landing.js"></script>';

/** index.html without the app's scripts and preloads, with the rendered page and its styles in place. */
function landingPage(indexHtml: string, { html, styles }: { html: string; styles: string }): string {
  return indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', `${styles}\n</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    ${landingScript}`);
}

/** Runs before the service worker is generated, so landing.html is precached with the rest of the build. */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'wishlist:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Inside the app's node_modules, so the rendered module finds react and styled-components from there.
        const ssrOut = join(root, 'node_modules', '.wishlist-prerender');
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            // Bundled whole: Node's own loading of styled-components' CommonJS build would miss its default export.
            ssr: { noExternal: true },
            build: { ssr: 'src/app/prerender-landing.tsx', outDir: ssrOut, emptyOutDir: true },
          });
          const landing = (await import(pathToFileURL(join(ssrOut, 'prerender-landing.js')).href)) as LandingModule;
          const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
          writeFileSync(join(outDir, 'landing.html'), landingPage(indexHtml, landing.renderLanding()));
        } finally {
          rmSync(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
