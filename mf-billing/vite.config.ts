import { remoteViteConfig } from '@wishlist/mf-shared/remote-vite-config';
import { defineConfig } from 'vite';

// The billing remote (Pricing, Subscription).
export default defineConfig(
  remoteViteConfig({
    name: 'billing',
    title: 'Billing',
    port: 5174,
    exposes: {
      './PricingScreen': './src/exposes/PricingScreen.tsx',
      './SubscriptionScreen': './src/exposes/SubscriptionScreen.tsx',
    },
  }),
);
