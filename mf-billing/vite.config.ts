import { remoteViteConfig } from '@wishlist/federation/remote-vite-config';
import { defineConfig } from 'vite';
import { remote } from './federation.ts';

// The billing remote (Pricing, Subscription).
export default defineConfig(remoteViteConfig({ remote, title: 'Billing' }));
