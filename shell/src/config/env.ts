// The shell's configuration: the only module that reads import.meta.env. Values are checked here, once,
// so a wrong build setting fails loudly at start-up instead of as a blank screen later.

function remoteEntry(variable: string, value: string | undefined, fallback: string): string {
  const entry = value === undefined || value.trim() === '' ? fallback : value.trim();
  if (!/^(\/|https?:\/\/)/.test(entry) || !/\.(json|js)(\?.*)?$/.test(entry)) {
    throw new Error(
      `${variable} must be an absolute path or http(s) URL of an mf-manifest.json or remoteEntry.js, got "${entry}"`,
    );
  }
  return entry;
}

export const env = {
  /** Where each federated remote publishes its manifest (by default served by the edge on the same origin). */
  remotes: {
    mf_discover: remoteEntry(
      'VITE_MF_DISCOVER_ENTRY',
      import.meta.env.VITE_MF_DISCOVER_ENTRY,
      '/mf/discover/mf-manifest.json',
    ),
    mf_account: remoteEntry(
      'VITE_MF_ACCOUNT_ENTRY',
      import.meta.env.VITE_MF_ACCOUNT_ENTRY,
      '/mf/account/mf-manifest.json',
    ),
    mf_billing: remoteEntry(
      'VITE_MF_BILLING_ENTRY',
      import.meta.env.VITE_MF_BILLING_ENTRY,
      '/mf/billing/mf-manifest.json',
    ),
    mf_moderation: remoteEntry(
      'VITE_MF_MODERATION_ENTRY',
      import.meta.env.VITE_MF_MODERATION_ENTRY,
      '/mf/moderation/mf-manifest.json',
    ),
  },
  /** The service worker runs in production builds only: in dev it would cache what hot reload changes. */
  serviceWorker: import.meta.env.PROD,
} as const;
