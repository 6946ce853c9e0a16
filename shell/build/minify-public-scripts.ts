import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/**
 * Minifies the scripts `public/` holds (the landing page's, the prerendered pages' start, the service worker's push
 * handler) where the build copied them, so their comments stay in the source and a phone downloads only the code
 * (it counts in the first-load budget: tests/e2e/budget.spec.ts). Runs before the compressed copies are written.
 */
export function minifyPublicScripts(): Plugin {
  let outDir = 'dist';
  let publicDir = 'public';
  return {
    name: 'wishlist:minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler: () => {
        for (const name of readdirSync(publicDir).filter((file) => file.endsWith('.js'))) {
          const built = join(outDir, name);
          const { code, errors } = minifySync(name, readFileSync(built, 'utf8'));
          if (errors.length > 0) throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
          writeFileSync(built, code);
        }
      },
    },
  };
}
