import { baseConfig } from '@wishlist/service-kit';
import { z } from 'zod';

export const billingConfig = baseConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3003),
});

export type BillingConfig = z.infer<typeof billingConfig>;
