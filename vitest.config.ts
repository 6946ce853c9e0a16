import { compiledMessages } from '@wishlist/federation/compiled-messages';
import { defineConfig } from 'vitest/config';

// The services' integration tests (Node, a database each, no module mocks) share their workers: one fresh worker
// per file cost about half a second of start-up each. The frontends' tests keep one worker per file (module mocks).
const serverTests = [
  'services/*/test/**/*.test.ts',
  'packages/service-kit/test/**/*.test.ts',
  'openapi/test/**/*.test.ts',
  'tests/{deploy,fuzz,lint}/**/*.test.ts',
  'scripts/**/*.test.ts',
  'shell/build/**/*.test.ts',
];

export default defineConfig({
  // The catalogues as every build imports them: compiled to ICU ASTs.
  plugins: [compiledMessages()],
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    // One PostgreSQL for the run; every test file makes its own database on it.
    globalSetup: ['tests/setup/postgres.ts'],
    testTimeout: 20_000,
    // Three files at once on 2 cores (vitest's default there is one): the services' tests mostly wait on PostgreSQL
    // and the network (two at once kept the cores about 1.5 busy).
    maxWorkers: 3,
    hookTimeout: 60_000,
    // In CI a JSON report too, for `node scripts/slowest-tests.ts`.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
    projects: [
      { extends: true, test: { name: 'server', include: serverTests, isolate: false } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['**/src/**/*.test.{ts,tsx}'],
          exclude: [...serverTests, '**/node_modules/**', '**/dist/**'],
        },
      },
    ],
  },
});
