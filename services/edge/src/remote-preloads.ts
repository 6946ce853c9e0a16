import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ScreenName, screen } from '@wishlist/app-runtime/screens';
import { type Preloads, remoteScreenPreloads } from '@wishlist/federation/remote-manifests';
import { readRemotes } from '@wishlist/federation/remotes';

/**
 * The preloads of each remote screen's page, from its remote's manifest as deployed now (`<folder>/dist` in the web
 * root): its entry and the screen's chunks. The shell's build writes a screen's page with the shell's own code only,
 * so a remote rebuilt and deployed alone is preloaded as it is, never as it was when the shell was built. A
 * moderators' screen preloads nothing of its remote (a member who opens it sees Not Found); a shell screen nothing.
 */
export function remotePagePreloads(webRoot: string): (name: ScreenName) => Preloads | undefined {
  const remotes = existsSync(join(webRoot, 'remotes.json')) ? readRemotes(webRoot) : [];
  const preloadsOf = remoteScreenPreloads(webRoot);
  return (name) => {
    const { from, for: audience } = screen(name);
    if (!('remote' in from) || audience === 'moderators') return undefined;
    const remote = remotes.find((listed) => listed.name === from.remote);
    return remote && preloadsOf(remote, from.expose);
  };
}
