// The shell's configuration: the only module that reads import.meta.env. Where the remotes live is not part of the
// build: the shell reads their manifests' URLs at run time from the edge (remotesConfig), which takes them from the
// list of remotes it is deployed with (remotes.json), so a remote can move or ship without rebuilding the shell.
import { remotesConfigPath } from '@wishlist/app-runtime/screens';

export const env = {
  /** Each federated remote's manifest URL, by federated name (services/edge/src/static.ts; in dev, vite.config.ts). */
  remotesConfig: remotesConfigPath,
  /** The service worker runs in production builds only: in dev it would cache what hot reload changes. */
  serviceWorker: import.meta.env.PROD,
} as const;
