import { fileURLToPath } from 'node:url';
import { processConfig } from '@wishlist/service-kit';
import { z } from 'zod';

export const edgeConfig = processConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The folder holding shell/dist and each remote's dist (the repository root by default). */
  WEB_ROOT: z.string().default(fileURLToPath(new URL('../../..', import.meta.url))),
});

export type EdgeConfig = z.infer<typeof edgeConfig>;
