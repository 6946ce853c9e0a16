import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRemotes } from '@wishlist/federation/remotes';
import { secondsSince } from './seconds.ts';

const root = new URL('../..', import.meta.url).pathname;
/** The remotes of the list (remotes.json), then the shell, whose build reads theirs. */
export const webApps = (webRoot = root) => [...readRemotes(webRoot).map((remote) => remote.folder), 'shell'];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-server'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` holding the app's build lock: several `npm start`s (say parallel test runs) may start at once, and
 * only one of them builds a given app. A lock left by a process that died is taken over.
 */
function withBuildLock(dir: string, work: () => void) {
  const lock = join(dir, 'node_modules', '.wishlist-build-lock');
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const owner = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : NaN);
      if (Number.isInteger(owner) && !alive(owner)) rmSync(lock, { recursive: true, force: true });
      else sleep(250);
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function upToDate(dir: string, sharedChange: number): boolean {
  const built = join(dir, 'dist', 'index.html');
  return existsSync(built) && statSync(built).mtimeMs > Math.max(newestChange(dir), sharedChange);
}

/**
 * Builds each web app whose sources (or the shared packages it uses) changed since its last build. The build is
 * written aside (under the app's git-ignored node_modules) and swapped in when complete, so a server running
 * meanwhile never sees a half-written dist.
 */
export function buildWebApps(log: (line: string) => void) {
  const sharedChange = Math.max(newestChange(join(root, 'packages')), newestChange(join(root, 'openapi')));
  // The shell's service worker precaches files of the remotes' builds: a rebuilt remote means a rebuilt shell.
  let remotesBuilt = 0;
  for (const app of webApps()) {
    const dir = join(root, app);
    const dependsOn = app === 'shell' ? Math.max(sharedChange, remotesBuilt) : sharedChange;
    if (existsSync(join(dir, 'vite.config.ts')) && !upToDate(dir, dependsOn)) buildApp(app, dir, dependsOn, log);
    const manifest = join(dir, 'dist', 'mf-manifest.json');
    if (existsSync(manifest)) remotesBuilt = Math.max(remotesBuilt, statSync(manifest).mtimeMs);
  }
}

/** Builds one app aside and swaps it in, holding its lock. */
function buildApp(app: string, dir: string, sharedChange: number, log: (line: string) => void) {
  withBuildLock(dir, () => {
    if (upToDate(dir, sharedChange)) return; // another process built it while we waited
    const began = performance.now();
    const aside = join(dir, 'node_modules', '.wishlist-build');
    const next = join(aside, `next-${String(process.pid)}`);
    const previous = join(aside, `previous-${String(process.pid)}`);
    try {
      execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir'], {
        cwd: dir,
        stdio: 'inherit',
      });
      if (existsSync(join(dir, 'dist'))) renameSync(join(dir, 'dist'), previous);
      renameSync(next, join(dir, 'dist'));
      log(`built ${app} in ${secondsSince(began)}`);
    } finally {
      rmSync(next, { recursive: true, force: true });
      rmSync(previous, { recursive: true, force: true });
    }
  });
}
