import { remoteViteConfig } from '@wishlist/mf-shared/remote-vite-config';
import { defineConfig } from 'vite';

// The account remote (own profile).
export default defineConfig(
  remoteViteConfig({
    name: 'account',
    title: 'Account',
    port: 5176,
    exposes: { './OwnProfileScreen': './src/exposes/OwnProfileScreen.tsx' },
  }),
);
