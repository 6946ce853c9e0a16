// The one shared-dependency declaration of the micro-frontends. The shell and every remote pass
// `sharedDependencies` to `federation({ shared })` in their vite.config.ts, so a page holds exactly one
// React, one router, one query cache, one styled-components registry and one design system, whoever loaded first.
// Build-time (Node) module: imported by vite configs, never by browser code.
import { createRequire } from 'node:module';
import type { ModuleFederationOptions } from '@module-federation/vite';

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

const singletons = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components', '@wishlist/ui'] as const;

/**
 * Libraries shared as the list of names the apps use (src/federated/<name>.ts) instead of whole: a shared library
 * cannot be tree-shaken by any one app's build, since another app may use any export.
 */
const sharedAsUsed: Partial<Record<(typeof singletons)[number], string>> = {
  'react-router-dom': '@wishlist/mf-shared/federated/react-router-dom',
};

const require = createRequire(import.meta.url);

/** The version installed in the workspace: host and remotes are built from the same lock file. */
function installedVersion(name: string): string {
  const manifest = require(`${name}/package.json`) as { version: string };
  return manifest.version;
}

export const sharedDependencies: SharedConfig = Object.fromEntries(
  singletons.map((name) => {
    const version = installedVersion(name);
    const usedNames = sharedAsUsed[name];
    return [name, { singleton: true, requiredVersion: `^${version}`, ...(usedNames && { import: usedNames, version }) }];
  }),
);
