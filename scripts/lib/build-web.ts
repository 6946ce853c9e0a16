import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const webApps = ['mf-discover', 'mf-account', 'mf-billing', 'shell'];

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds each web app whose sources (or the shared packages it uses) changed since its last build. */
export function buildWebApps(log: (line: string) => void) {
  const sharedChange = Math.max(newestChange(join(root, 'packages')), newestChange(join(root, 'openapi')));
  for (const app of webApps) {
    const dir = join(root, app);
    if (!existsSync(join(dir, 'vite.config.ts'))) continue;
    const built = join(dir, 'dist', 'index.html');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    if (builtAt > Math.max(newestChange(dir), sharedChange)) continue;
    log(`building ${app}…`);
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  }
}
