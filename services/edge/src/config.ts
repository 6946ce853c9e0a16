import { fileURLToPath } from 'node:url';
import { optionalSetting, processConfig } from '@wishlist/service-kit';
import { z } from 'zod';

export const edgeConfig = processConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The folder holding shell/dist and each remote's dist (the repository root by default). */
  /** An API request's body must have fully arrived within this (else 408): a slow client holds only its own socket. */
  EDGE_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The same for an upload through /store/* (up to 50 MiB from a phone). */
  EDGE_UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
  /** A service that has not answered (headers, or the next chunk of its body) within this gets 504. */
  EDGE_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The embedded object store, proxied under /store/* so uploads use the edge's origin (unset: no such route). */
  OBJECT_STORE_URL: optionalSetting(z.url()),
  WEB_ROOT: z.string().default(fileURLToPath(new URL('../../..', import.meta.url))),
});

export type EdgeConfig = z.infer<typeof edgeConfig>;
