import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * The slowest tests of the last CI-style run (`CI=true npm test` writes test-results/unit.json and
 * test-results/e2e-<port>.json): where the 12 minutes go. `node scripts/slowest-tests.ts [count]`.
 */
interface Timed {
  name: string;
  ms: number;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
}

const count = Number(process.argv[2] ?? 10);
const here = `${process.cwd()}/`;

function unitTests(path: string): Timed[] {
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${file.name.replace(here, '')} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

function browserTests(suite: PlaywrightSuite, file = suite.file ?? suite.title): Timed[] {
  const own = (suite.specs ?? []).map((spec) => ({
    name: `${file} › ${spec.title}`,
    ms: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0),
  }));
  return [...own, ...(suite.suites ?? []).flatMap((child) => browserTests(child, file))];
}

const results = existsSync('test-results') ? readdirSync('test-results') : [];
const timed = [
  ...results.filter((name) => name === 'unit.json').flatMap((name) => unitTests(`test-results/${name}`)),
  ...results
    .filter((name) => /^e2e-.*\.json$/.test(name))
    .flatMap((name) =>
      (JSON.parse(readFileSync(`test-results/${name}`, 'utf8')) as { suites: PlaywrightSuite[] }).suites.flatMap(
        (suite) => browserTests(suite),
      ),
    ),
];
if (timed.length === 0) {
  console.error('No reports in test-results/: run `CI=true npm test` (or the unit and e2e steps) first.');
  process.exit(1);
}
for (const { name, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
