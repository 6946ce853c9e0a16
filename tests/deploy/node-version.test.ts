import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project's Node is pinned twice by necessity: .nvmrc for version managers and CI images, package.json's
// devDependency `node` for `npm ci`, which brings that Node from the registry for every npm script.
const root = new URL('../../', import.meta.url);
const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

describe('the project Node', () => {
  it('is the same exact version in .nvmrc and in the node package npm ci installs', () => {
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.devDependencies.node).toBe(nvmrc);
  });

  it('may run its install script, which fetches the Node binary', () => {
    expect(manifest.allowScripts.node).toBe(true);
  });
});
