import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { codeIn, waitForMail, type DemoMail } from './lib/demo-mailbox.ts';
import { freePort } from './lib/embedded-postgres.ts';

/**
 * Lighthouse (mobile preset: slow 4G, 4× CPU) on the pages a person meets first, served by `npm start` on fresh
 * data: the public pages as a first-time visitor, the signed-in ones with a session but a cold cache (no HTTP
 * cache, no service worker). BENCH_WEB_URL measures an app that is already running instead.
 * Goals (docs/benchmarks.md): performance ≥ 95 and LCP ≤ 2.0 s on every page.
 */
const root = resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const publicPages = ['/', '/login', '/pricing'];
const signedInPages = ['/app', '/wishlist', '/profile'];
const GOALS = { performance: 95, lcpMs: 2000 };
/** Lighthouse's figures vary from run to run on a shared machine: each page is measured this many times, the median run shown. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/**
 * Lighthouse's default ('simulate') estimates the slow network from an unthrottled load; 'devtools' really slows
 * every request down in the browser, so each step a page waits for (a script that names the next) costs its round trip.
 */
const THROTTLING = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `npm start` on a fresh data folder and a free port; resolves with its URL once it prints it. */
async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wishlist-bench-web-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WISHLIST_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http\S+)/.exec(output);
      if (found?.[1]) done(found[1]);
    });
    child.once('exit', (code) => fail(new Error(`npm start exited (${String(code)}) before it was ready`)));
  });
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await exited;
}

/** Chromium with a DevTools port, which both Playwright (to sign in) and Lighthouse drive. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'wishlist-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile) || readFileSync(portFile, 'utf8').trim() === ''; waited += 100) {
    if (waited > 20_000) throw new Error('Chromium did not open its DevTools port');
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    stop: async () => {
      await stopChild(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A new user, signed up through the API in the browser's cookie jar and stored as the app stores it (spec §4). */
async function signIn(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  const suffix = randomBytes(5).toString('hex');
  const user = { username: `bench_${suffix}`, password: `pw-${suffix}-ok`, email: `bench.${suffix}@example.com` };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`${baseUrl}${path}`, { data });
    if (!response.ok()) throw new Error(`${path} answered ${String(response.status())}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  await post('/api/auth/send-verification', { method: 'email', contact: user.email });
  const read = async (path: string) =>
    (await (await page.request.get(`${baseUrl}${path}`)).json()) as { mails: DemoMail[] };
  const code = codeIn(await waitForMail(read, user.email));
  await post('/api/auth/verify-code', { contact: user.email, code });
  const { user: stored } = await post('/api/auth/register', { ...user, verificationMethod: 'email' });
  // Onboarded, so Discover shows its deck (docs/spec.md §5: nobody browses without an adult birth date).
  const completed = await page.request.patch(`${baseUrl}/api/profile`, { data: { birthDate: '1995-06-15' } });
  if (!completed.ok()) throw new Error(`/api/profile answered ${String(completed.status())}`);
  await page.goto(`${baseUrl}/terms`);
  await page.evaluate((value) => localStorage.setItem('wishlist-user', value), JSON.stringify(stored));
  await page.close();
}

/** A cold cache that keeps the session: HTTP cache, service worker and its caches gone; cookies and storage kept. */
async function coldCache(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.close();
}

interface Row {
  page: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptKb: number;
}

async function audit(url: string, port: number, signedIn: boolean): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: signedIn,
    throttlingMethod: THROTTLING,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page: new URL(url).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    scriptKb: scriptBytes / 1024,
  };
}

/** The run with the median performance score of RUNS runs, one after another; a run Lighthouse could not record is run again once. */
async function medianRun(run: () => Promise<Row>): Promise<Row> {
  const runs: Row[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run().catch(run));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error('BENCH_WEB_RUNS must be at least 1');
  return median;
}

const app = process.env.BENCH_WEB_URL
  ? { url: process.env.BENCH_WEB_URL, stop: async () => undefined }
  : await startApp();
const browser = await startChromium();
const rows: Row[] = [];
try {
  for (const path of publicPages) rows.push(await medianRun(() => audit(`${app.url}${path}`, browser.port, false)));
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${String(browser.port)}`);
  const context = connected.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  await signIn(context, app.url);
  for (const path of signedInPages) {
    rows.push(
      await medianRun(async () => {
        await coldCache(context, app.url);
        return audit(`${app.url}${path}`, browser.port, true);
      }),
    );
  }
  await connected.close();
} finally {
  await browser.stop();
  await app.stop();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `Lighthouse ${'13'} mobile preset (${THROTTLING === 'devtools' ? 'slow 4G applied by DevTools' : 'simulated slow 4G'}, 4× CPU), the median of ${String(RUNS)} runs per page; goals: performance ≥ ${String(GOALS.performance)}, LCP ≤ ${seconds(GOALS.lcpMs)}`,
);
console.log(
  `${'page'.padEnd(10)} ${'perf'.padStart(4)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)} ${'JS KB'.padStart(6)}  goals`,
);
let missed = 0;
for (const row of rows) {
  const met = row.performance >= GOALS.performance && row.lcp <= GOALS.lcpMs;
  if (!met) missed++;
  console.log(
    `${row.page.padEnd(10)} ${String(row.performance).padStart(4)} ${seconds(row.fcp).padStart(7)} ${seconds(row.lcp).padStart(7)} ` +
      `${`${row.tbt.toFixed(0)} ms`.padStart(7)} ${row.cls.toFixed(3).padStart(6)} ${seconds(row.si).padStart(7)} ${row.scriptKb.toFixed(0).padStart(6)}  ${met ? 'met' : 'MISSED'}`,
  );
}
console.log(missed === 0 ? 'every page meets the goals' : `${String(missed)} page(s) miss the goals`);
