import { type Remote, readRemotes } from '@wishlist/federation/remotes';

export interface DevRemote extends Remote {
  /** The variable its vite.config.ts reads its port from (MF_<NAME>_PORT), and the shell its proxy target from. */
  portVariable: string;
  proxyVariable: string;
  port: number;
  url: string;
}

/** The dev server of each remote of the list (remotes.json): its port from MF_<NAME>_PORT, else the list's. */
export function devRemotes(
  webRoot: string,
  host: string,
  port: (variable: string, fallback: number) => number,
): DevRemote[] {
  return readRemotes(webRoot).map((remote) => {
    const variable = `MF_${remote.name.slice('mf_'.length).toUpperCase()}`;
    const remotePort = port(`${variable}_PORT`, remote.devPort);
    return {
      ...remote,
      portVariable: `${variable}_PORT`,
      proxyVariable: `${variable}_PROXY_TARGET`,
      port: remotePort,
      url: `http://${host}:${String(remotePort)}`,
    };
  });
}
