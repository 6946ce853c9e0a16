// Build-time (Node) module: the vite plugin that marks the files whose code runs as a page starts with V8's compile
// hint, `//# allFunctionsCalledOnLoad` (docs/architecture.md, "What starts when"). Chromium then compiles all of a
// marked file's functions while it downloads, off the main thread. Unmarked, each function is compiled on the main
// thread when first called: during the app's first render, the biggest part of its cost on a phone.
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';
/** A smaller file has little to compile, and its hint would still cost the gzipped bytes the budgets count. */
const MIN_BYTES = 4096;

/** The libraries a page's start runs through: the renderer, the router, the query cache, styles, federation. */
const STARTUP_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query)|styled-components|@module-federation\/[^/]+)\//;

/**
 * A file runs when loaded unless it holds only other libraries (Stripe: loaded for one action, a fraction of its
 * code used). The project's own code is screens, parts of them and what they share, each loaded when needed.
 */
const runsWhenLoaded = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => !id.includes('/node_modules/') || STARTUP_LIBRARIES.test(id));

export function compileHints(): Plugin {
  return {
    name: 'wishlist:compile-hints',
    apply: 'build',
    // After minification, which keeps no comment.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.length >= MIN_BYTES && runsWhenLoaded(file.moduleIds))
          file.code = HINT + file.code;
      }
    },
  };
}
