// What this remote gives the shell: its federation name and the screens it exposes, each the default export of
// src/exposes/<Screen>.tsx, as the table of screens lists them (@wishlist/app-runtime/screens). vite.config.ts builds
// from it. The one module of a remote the shell may import.
import { exposedBy } from '@wishlist/app-runtime/screens';

export const remote = exposedBy('mf_account');
