/// <reference types="vite-plugin-pwa/vanillajs" />

// Build-time variables of the shell, read only by src/config/env.ts. Each is the URL of a remote's
// mf-manifest.json (or remoteEntry.js); by default the edge path /mf/<name>/ on the same origin.
interface ImportMetaEnv {
  readonly VITE_MF_DISCOVER_ENTRY?: string;
  readonly VITE_MF_ACCOUNT_ENTRY?: string;
  readonly VITE_MF_BILLING_ENTRY?: string;
  readonly VITE_MF_MODERATION_ENTRY?: string;
}
