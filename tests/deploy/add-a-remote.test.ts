// Adding a remote is one new folder and one line in remotes.json: a throwaway remote, made in a copy of the web root
// with only those two changes, is picked up by the lint zones, the edge (its files and the browser's configuration),
// the dev servers, the build, the service worker's precache and the Docker image.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRemotes } from '@wishlist/federation/remotes';
import { remoteScreenId, screenNames } from '@wishlist/app-runtime/screens';
import { loadConfig } from '@wishlist/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRemotes } from '../../scripts/lib/dev-remotes.ts';
import { webApps } from '../../scripts/lib/build-web.ts';
import { deployedPaths } from '../../scripts/deploy-files.ts';
import { buildEdgeApp, edgeConfig } from '../../services/edge/src/app.ts';
import { remotePrecacheEntries } from '../../shell/build/remote-precache.ts';

const repository = join(import.meta.dirname, '..', '..');
const eslintBin = join(repository, 'node_modules', 'eslint', 'bin', 'eslint.js');
const line =
  '  { "name": "mf_throwaway", "folder": "mf-throwaway", "devPort": 5199, "path": "/mf/throwaway/", "precache": ["HelloScreen"] },';

/** The throwaway remote's folder, as its build leaves it: its source, its browser build and its server bundle. */
function throwawayRemote(root: string) {
  const write = (path: string, content: string) => {
    mkdirSync(join(root, 'mf-throwaway', path, '..'), { recursive: true });
    writeFileSync(join(root, 'mf-throwaway', path), content);
  };
  write('package.json', JSON.stringify({ name: '@wishlist/mf-throwaway', private: true, type: 'module' }));
  write('src/exposes/HelloScreen.tsx', 'export default function HelloScreen() { return <p>Hello</p>; }\n');
  write('src/features/hello/Hello.tsx', 'export const hello = 1;\n');
  write('src/features/bye/Bye.tsx', 'export const bye = 1;\n');
  write('dist/remoteEntry.js', 'export const entry = 1;');
  write('dist/assets/HelloScreen-1a2b.js', 'export default 1;');
  const manifest = {
    metaData: { publicPath: '/mf/throwaway/' },
    exposes: [{ name: 'HelloScreen', assets: { js: { sync: ['assets/HelloScreen-1a2b.js'], async: [] } } }],
  };
  write('dist/mf-manifest.json', JSON.stringify(manifest));
  write('dist-server/exposes.js', 'export const exposes = {};');
}

/** A web root like the repository's (its remotes, packages and services linked, its ESLint config copied), plus the two changes. */
function rootWithThrowaway(): string {
  const root = mkdtempSync(join(tmpdir(), 'wishlist-add-a-remote-'));
  for (const linked of [
    'node_modules',
    'packages',
    'services',
    ...readRemotes(repository).map((remote) => remote.folder),
  ])
    symlinkSync(join(repository, linked), join(root, linked));
  // The shell's layers as folders (ESLint lints no file through a link out of its root).
  for (const layer of ['app', 'features', 'lib']) mkdirSync(join(root, 'shell', 'src', layer), { recursive: true });
  cpSync(join(repository, 'eslint.config.js'), join(root, 'eslint.config.js'));
  const list = readFileSync(join(repository, 'remotes.json'), 'utf8').split('\n');
  list.splice(1, 0, line);
  writeFileSync(join(root, 'remotes.json'), list.join('\n'));
  throwawayRemote(root);
  return root;
}

describe('the list of remotes', () => {
  it('holds every remote the table of screens names, each with its folder and its exposed screens', () => {
    const listed = readRemotes(repository);
    const named = new Set(screenNames.flatMap((name) => remoteScreenId(name)?.split('/')[0] ?? []));
    expect([...named].sort()).toEqual(listed.map((remote) => remote.name).sort());
    for (const remote of listed) expect(existsSync(join(repository, remote.folder, 'vite.config.ts'))).toBe(true);
  });
});

describe('a remote added with one folder and one line in remotes.json', () => {
  let root: string;
  beforeAll(() => {
    root = rootWithThrowaway();
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('is one line more in the list', () => {
    const before = readFileSync(join(repository, 'remotes.json'), 'utf8').split('\n');
    const after = readFileSync(join(root, 'remotes.json'), 'utf8').split('\n');
    expect(after.length - before.length).toBe(1);
    expect(JSON.parse(after.join('\n'))).toContainEqual(expect.objectContaining({ name: 'mf_throwaway' }));
  });

  it('is held to the lint zones: the shell never imports it, and its features never import each other', () => {
    // In a process of its own: the import plugin keeps what it resolved per process, and other test files lint the
    // repository's own root in this one.
    const errors = (filePath: string, code: string) => {
      const linted = spawnSync(
        process.execPath,
        [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', filePath],
        {
          cwd: root,
          input: `${code}\nexport const used = imported;\n`,
          encoding: 'utf8',
        },
      );
      const [result] = JSON.parse(linted.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
    };
    expect(
      errors('shell/src/app/Example.tsx', "import imported from '../../../mf-throwaway/src/exposes/HelloScreen.tsx';"),
    ).toEqual([expect.stringMatching(/The shell and the remotes never import each other/)]);
    expect(
      errors('mf-throwaway/src/features/bye/Example.tsx', "import { hello as imported } from '../hello/Hello.tsx';"),
    ).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('is served by the edge at its path, and the browser is told where its manifest is', async () => {
    const edge = await buildEdgeApp(loadConfig(edgeConfig, { WEB_ROOT: root, LOG_LEVEL: 'silent' }));
    try {
      expect((await edge.inject({ url: '/mf/throwaway/remoteEntry.js' })).body).toBe('export const entry = 1;');
      expect((await edge.inject({ url: '/mf/remotes.json' })).json()).toContainEqual({
        name: 'mf_throwaway',
        manifest: '/mf/throwaway/mf-manifest.json',
        offline: true,
      });
    } finally {
      await edge.close();
    }
  });

  it('gets a dev server on its port, is built before the shell, and its listed screens are precached', () => {
    const dev = devRemotes(root, '127.0.0.1', (_variable, fallback) => fallback);
    expect(dev).toContainEqual(
      expect.objectContaining({ folder: 'mf-throwaway', port: 5199, portVariable: 'MF_THROWAWAY_PORT' }),
    );
    const apps = webApps(root);
    expect(apps.indexOf('mf-throwaway')).toBeGreaterThanOrEqual(0);
    expect(apps.indexOf('mf-throwaway')).toBeLessThan(apps.indexOf('shell'));
    expect(remotePrecacheEntries(root)).toContainEqual({
      url: '/mf/throwaway/assets/HelloScreen-1a2b.js',
      revision: null,
    });
  });

  it('is in the Docker image: its build, its server bundle and its package.json', () => {
    expect(deployedPaths(root)).toEqual(
      expect.arrayContaining(['mf-throwaway/dist', 'mf-throwaway/dist-server', 'mf-throwaway/package.json']),
    );
  });
});
