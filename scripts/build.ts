// `npm run build`: every remote of the list (remotes.json), then the shell (whose build reads the remotes' manifests
// for its preloads and precache) and Storybook. A remote alone is `npm run build -w <its folder>`.
import { execFileSync } from 'node:child_process';
import { webApps } from './lib/build-web.ts';

for (const app of [...webApps(), 'storybook']) execFileSync('npm', ['run', 'build', '-w', app], { stdio: 'inherit' });
