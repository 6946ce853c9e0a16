// Build-time variables of the shell, read only by src/config/env.ts.
interface ImportMetaEnv {
  /** URL of mf-billing's mf-manifest.json (or remoteEntry.js); defaults to the edge path /mf/billing/. */
  readonly VITE_MF_BILLING_ENTRY?: string;
}
