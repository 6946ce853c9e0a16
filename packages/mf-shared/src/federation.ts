// The one shared-dependency declaration of the micro-frontends. The shell and every remote pass
// `sharedDependencies(command)` to `federation({ shared })` in their vite.config.ts, so a page holds exactly one
// React, one router, one query cache, one styled-components registry and one design system, whoever loaded first.
// Build-time (Node) module: imported by vite configs, never by browser code.
import { createRequire } from 'node:module';
import type { ModuleFederationOptions } from '@module-federation/vite';
import type { Alias, BuildEnvironmentOptions } from 'vite';

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

const libraries = ['react-router-dom', '@tanstack/react-query', 'styled-components', '@wishlist/ui'] as const;

/**
 * Libraries shared as the list of names the apps use (src/federated/<name>.ts) instead of whole: a shared library
 * cannot be tree-shaken by any one app's build, since another app may use any export.
 */
const sharedAsUsed: Partial<Record<(typeof libraries)[number], string>> = {
  'react-router-dom': '@wishlist/mf-shared/federated/react-router-dom',
};

const require = createRequire(import.meta.url);

/** The version installed in the workspace: host and remotes are built from the same lock file. */
function installedVersion(name: string): string {
  const manifest = require(`${name}/package.json`) as { version: string };
  return manifest.version;
}

/**
 * Production builds run React's API on Preact (preact/compat): the same components with about 55 KB less
 * JavaScript on a phone's first load than React DOM. Every build of a page aliases alike and shares Preact, so a page
 * holds one. `vite dev`, Storybook and the unit tests keep React (fast refresh, React's development warnings); the
 * browser tests run the production builds, so they check the app on Preact.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

/**
 * The build options of every app (the shell, its prerenderer and each remote). Rolldown's table of plugin timings
 * is for whoever tunes the build, not a warning, so it is off. react-router reads React 19's `useOptimistic` off the
 * React namespace and falls back when it is missing, as it is on Preact (`reactOnPreact`): that one undefined import
 * is expected, so it is not reported; every other log is.
 */
export const buildOptions: BuildEnvironmentOptions = {
  target: 'esnext',
  rolldownOptions: {
    checks: { bundlerTimings: false },
    onLog(level, log, report) {
      if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('Import `useOptimistic`')) return;
      report(level, log);
    },
  },
};

/**
 * Each library once per page (`singleton`), at the version installed here. No `requiredVersion`: host and remotes are
 * built from one lock file, so every app offers the same version, and the federation runtime would otherwise check
 * it against a range for each shared entry as a remote starts (its semver parser builds RegExps each time: 50–200 ms
 * on a phone, docs/architecture.md "Loading fast on a phone").
 */
export function sharedDependencies(command: 'build' | 'serve'): SharedConfig {
  // 'preact/' shares Preact and each of its entries (compat, hooks, the JSX runtime) one by one.
  const react = command === 'build' ? ['preact/'] : ['react', 'react-dom'];
  return Object.fromEntries(
    [...react, ...libraries].map((name) => {
      const version = installedVersion(name.replace(/\/$/, ''));
      const usedNames = sharedAsUsed[name as (typeof libraries)[number]];
      return [name, { singleton: true, requiredVersion: false, version, ...(usedNames && { import: usedNames }) }];
    }),
  );
}
