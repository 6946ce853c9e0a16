import { defineConfig } from '@hey-api/openapi-ts';

// The frontends' SDK: typed fetch functions plus TanStack Query options for every public operation.
export default defineConfig({
  input: './openapi.yaml',
  output: { path: './gen/client', postProcess: [] },
  parser: { filters: { tags: { exclude: ['internal'] } } },
  // The schemas too, as constants: a screen takes a limit (a message's maxLength) from the contract itself.
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/schemas',
    '@hey-api/typescript',
    '@hey-api/sdk',
    '@tanstack/react-query',
  ],
});
