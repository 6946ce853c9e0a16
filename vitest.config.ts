import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '**/test/**/*.test.ts',
      '**/src/**/*.test.{ts,tsx}',
      'tests/{deploy,fuzz,lint}/**/*.test.ts',
      'scripts/**/*.test.ts',
      'shell/build/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    // One PostgreSQL for the run; every test file makes its own database on it.
    globalSetup: ['tests/setup/postgres.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
