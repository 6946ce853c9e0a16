// The one shared-dependency declaration of the micro-frontends. The shell and every remote pass
// `sharedDependencies()` to `federation({ shared })` in their vite.config.ts, so a page holds exactly one
// React, one router, one query cache, one styled-components registry, one react-intl and one design system, whoever
// loaded first.
// Build-time (Node) module: imported by vite configs, never by browser code.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/vite';
import type { BuildEnvironmentOptions } from 'vite';

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

/** React and React DOM with each of their entries (the JSX runtime, react-dom/client), one by one. */
const react = ['react/', 'react-dom/'];

const libraries = [
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  '@wishlist/ui',
  // One IntlContext for the page: the design system's words read the catalogue of the app around them.
  'react-intl',
] as const;

/**
 * Libraries shared as the list of names the apps use (src/federated/<name>.ts) instead of whole: a shared library
 * cannot be tree-shaken by any one app's build, since another app may use any export.
 */
const sharedAsUsed: Partial<Record<(typeof libraries)[number], string>> = {
  'react-router-dom': '@wishlist/federation/federated/react-router-dom',
};

const require = createRequire(import.meta.url);

/**
 * The version installed in the workspace: host and remotes are built from the same lock file. Read from the folder
 * Node would load it from, since a package need not export its package.json (react-intl does not).
 */
function installedVersion(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const file = join(folder, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed`);
}

/**
 * The build options of every app (the shell, its prerenderer and each remote). Rolldown's table of plugin timings
 * is for whoever tunes the build, not a warning, so it is off.
 */
export const buildOptions: BuildEnvironmentOptions = {
  target: 'esnext',
  rolldownOptions: { checks: { bundlerTimings: false } },
};

/**
 * Each library once per page (`singleton`), at the version installed here. No `requiredVersion`: host and remotes are
 * built from one lock file, so every app offers the same version, and the federation runtime would otherwise check
 * it against a range for each shared entry as a remote starts (its semver parser builds RegExps each time: 50–200 ms
 * on a phone, docs/architecture.md "Loading fast on a phone").
 */
export function sharedDependencies(): SharedConfig {
  return Object.fromEntries(
    [...react, ...libraries].map((name) => {
      const version = installedVersion(name.replace(/\/$/, ''));
      const usedNames = sharedAsUsed[name as (typeof libraries)[number]];
      return [name, { singleton: true, requiredVersion: false, version, ...(usedNames && { import: usedNames }) }];
    }),
  );
}
