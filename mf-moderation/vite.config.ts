import { remoteViteConfig } from '@wishlist/federation/remote-vite-config';
import { defineConfig } from 'vite';
import { remote } from './federation.ts';

// The moderators' console remote (the queue of reports, a case, the audit log, held photos). Against Prism, the
// standalone page's session user is the contract's example moderator (`Prefer: example=moderator` on
// /api/auth/me), so the console shows; the real services answer for the real session.
export default defineConfig(
  remoteViteConfig({
    remote,
    title: 'Moderation',
    configureApiProxy: (proxy) => {
      proxy.on('proxyReq', (request) => {
        if (request.path === '/api/auth/me') request.setHeader('prefer', 'example=moderator');
      });
    },
  }),
);
