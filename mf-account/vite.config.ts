import { remoteViteConfig } from '@wishlist/federation/remote-vite-config';
import { defineConfig } from 'vite';
import { remote } from './federation.ts';

// The account remote (own profile).
export default defineConfig(remoteViteConfig({ remote, title: 'Account' }));
