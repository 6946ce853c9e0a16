import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const edgeConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_URL: z.url().default('http://127.0.0.1:3001'),
  MATCHING_URL: z.url().default('http://127.0.0.1:3002'),
  BILLING_URL: z.url().default('http://127.0.0.1:3003'),
  /** The folder holding shell/dist and each remote's dist (the repository root by default). */
  WEB_ROOT: z.string().default(fileURLToPath(new URL('../../..', import.meta.url))),
});

export type EdgeConfig = z.infer<typeof edgeConfig>;
