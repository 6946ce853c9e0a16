// `node scripts/deploy-files.ts <dir>` (the Dockerfile's build stage): copies into <dir> what the image runs, the
// built web apps included, each remote of the list (remotes.json) with its browser build, its server bundle and its
// package.json, so a remote added to the list is in the image without editing the Dockerfile.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readRemotes } from '@wishlist/federation/remotes';

const root = join(import.meta.dirname, '..');

/** The paths the image holds, from the repository's root. */
export function deployedPaths(webRoot = root): string[] {
  const remotes = readRemotes(webRoot).flatMap(({ folder }) =>
    ['dist', 'dist-server', 'package.json'].map((part) => `${folder}/${part}`),
  );
  return [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'remotes.json',
    'openapi',
    'packages',
    'services',
    // `npm run migrate` (compose's one-shot migrate service): every service's migrations, once per release.
    'scripts/migrate.ts',
    'scripts/lib/migrate.ts',
    'shell/dist',
    'shell/dist-server',
    'shell/package.json',
    ...remotes,
    'storybook/package.json',
  ];
}

if (import.meta.main) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node scripts/deploy-files.ts <dir>');
  for (const path of deployedPaths()) {
    if (!existsSync(join(root, path))) throw new Error(`${path} is missing: build first (npm run build)`);
    cpSync(join(root, path), join(target, path), { recursive: true });
  }
}
