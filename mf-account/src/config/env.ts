// The only reader of import.meta.env in mf-account.
export const env = {
  /** Where Vite serves this app (`/mf/account/`); the standalone router lives below it. */
  basePath: import.meta.env.BASE_URL,
} as const;
