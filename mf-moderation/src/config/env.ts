// The only reader of import.meta.env in mf-moderation.
export const env = {
  /** Where Vite serves this app (`/mf/moderation/`); the standalone router lives below it. */
  basePath: import.meta.env.BASE_URL,
} as const;
