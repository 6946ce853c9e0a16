import { baseConfig } from '@wishlist/service-kit';
import { z } from 'zod';

export const identityConfig = baseConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
});

export type IdentityConfig = z.infer<typeof identityConfig>;
