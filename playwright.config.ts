import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appURL, runLocaleState } from './tests/e2e/support/locale.ts';

// Browser tests run as a user would: Chromium at a phone's size against the built app served like
// production (the shell at /, remotes at /mf/<name>/, /api behind the edge). By default the run starts the
// real stack (`npm start`) on fresh data; E2E_BASE_URL points the tests at an app that is already running.
const port = process.env.E2E_PORT ?? '8181';
if (!process.env.E2E_BASE_URL && !process.env.E2E_DATA_DIR) {
  // Set once in the main process; the workers inherit it. Reachable by `postgres` when run as root.
  const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-e2e-'));
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
  // Removed when the run ends, after Playwright stopped the stack: a run leaves a PostgreSQL of some 50–150 MB, and
  // a machine that runs CI many times filled its disk with them.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** Debian's Chromium (`chromium`) and its headless shell (`chromium-headless-shell`); the shell falls back to the browser. */
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_BROWSER);
/** The tests of what only the full browser has. */
const FULL_BROWSER_TESTS = ['**/notifications.spec.ts'];

/** A phone-sized Chromium at `executablePath`. */
const phoneIn = (executablePath: string) => ({
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port: parallel runs (one per team) would otherwise delete each other's failures' records.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Two at a time: each test's people live in a place of their own, out of every other test's deck
  // (tests/e2e/support/places.ts), so tests side by side never change what the other sees.
  workers: 2,
  // Three teams' stacks share two CPU cores: a federated screen can take longer than the default 5 s to appear.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // A test passes the first time or fails: no retries, in CI either, so a flaky test is seen and fixed at its cause.
  retries: 0,
  // In CI a JSON report too, for `node scripts/slowest-tests.ts`.
  reporter: process.env.CI ? [['line'], ['json', { outputFile: `test-results/e2e-${port}.json` }]] : 'list',
  use: {
    baseURL: appURL,
    // The run's locale (E2E_LOCALE, English by default): its language cookie on every page (support/locale.ts).
    storageState: runLocaleState(),
    // A failed test keeps its screenshot and its page's accessibility snapshot (error-context.md). Its trace only
    // with E2E_TRACE=retain-on-failure: recording one for every test cost about 1 s of CPU a test (Chromium's
    // snapshots and the runner's zipping), some 100 s of the suite's time on 2 cores.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shell's service worker would answer navigations and /mf/ requests itself, out of page.route()'s reach;
    // tests of the service worker opt in with test.use({ serviceWorkers: 'allow' }) (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Chromium's headless shell, the build Playwright itself runs headless (the same engine without the desktop
    // browser around it): the suite took 5.3 min with it against 8.0 with the full browser on 2 cores.
    { name: 'chromium', testIgnore: FULL_BROWSER_TESTS, use: phoneIn(HEADLESS_SHELL) },
    // Web push needs the full browser (its push service); the shell has none.
    { name: 'chromium (full browser)', testMatch: FULL_BROWSER_TESTS, use: phoneIn(FULL_BROWSER) },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.ts',
        url: `http://localhost:${port}/api/subscription-plans`,
        // The tests' API signups come through loopback as a proxy would, each from an address of its own
        // (tests/e2e/support/users.ts): one address may sign up only so many people an hour.
        // The lowest scrypt cost identity takes, as the service tests use: the suite signs up and in some 300 people,
        // and at the default cost each hash took 0.4 s of a shared core (nothing here is about the hash's strength).
        env: {
          PORT: port,
          WISHLIST_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
          EDGE_TRUST_PROXY: '127.0.0.1,::1',
          PASSWORD_HASH_COST: '14',
        },
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
});
