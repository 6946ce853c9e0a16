import { compiledMessages } from '@wishlist/federation/compiled-messages';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * The catalogue's stories (storybook/src/stories-*.test.tsx): small files that take long. Without earlier results (a
 * fresh clone) vitest starts the largest files first, which would start these last and leave the run waiting on them.
 */
const takesLong = (spec: TestSpecification) => /\/storybook\/src\/stories-[^/]+\.test\.tsx$/.test(spec.moduleId);

/** Vitest's order, except that within each project the files that take long start first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const position = (spec: TestSpecification) => sorted.indexOf(spec);
    // Vitest runs each project's files together: a project stays where its first file is.
    const projectStart = (spec: TestSpecification) => sorted.findIndex((one) => one.project.name === spec.project.name);
    const later = (spec: TestSpecification) => (takesLong(spec) ? 0 : 1);
    return sorted.toSorted(
      (a, b) => projectStart(a) - projectStart(b) || later(a) - later(b) || position(a) - position(b),
    );
  }
}

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
    sequence: { sequencer: LongFilesFirst },
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
