// The only reader of import.meta.env in mf-discover.
export const env = {
  /** Where Vite serves this app (`/mf/discover/`); the standalone router lives below it. */
  basePath: import.meta.env.BASE_URL,
} as const;
