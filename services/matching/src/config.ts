import { baseConfig } from '@wishlist/service-kit';
import { z } from 'zod';

export const matchingConfig = baseConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3002),
});

export type MatchingConfig = z.infer<typeof matchingConfig>;
