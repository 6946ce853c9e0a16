import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, holdAppCode, test } from './support/app-test.ts';
import { chooseLocale } from './support/languages.ts';

// A remote ships on its own (docs/architecture.md, "How a frontend team works on one remote"): billing, with a
// visible text changed, is built alone and deployed where the edge serves it, while the stack keeps running. The next
// page view shows the new text, from the edge's render (billing's new server bundle) and from the browser's hydration
// (billing's new code, found through its manifest), with no hydration error and no layout shift; the page preloads
// billing's new files (the edge reads its manifest as deployed now) and asks for no script that is missing; the shell
// was not rebuilt. The copy is built outside the repository and deployed over billing's build, then billing's build is put
// back, so the sources are never touched.

const root = join(import.meta.dirname, '..', '..');
const remote = join(root, 'mf-billing');
// The screen's words are in billing's English catalogue (docs/architecture.md, "Languages").
const screenFile = join('src', 'messages', 'en.json');
const said = 'More likes, more matches. Pick the plan that fits your love life.';
const saysNow = 'More likes, more matches. This line shipped with billing alone.';
const deployed = ['dist', 'dist-server'];
const shellFiles = [
  'shell/dist/index.html',
  'shell/dist/pages/pricing.guest-template.html',
  'shell/dist-server/prerender.js',
];

/** Billing's source in a folder of its own, with the text changed, built there: its team's `npm run build`. */
function buildChangedCopy(workDir: string): string {
  const copy = join(workDir, 'mf-billing');
  cpSync(remote, copy, {
    recursive: true,
    filter: (source) => !deployed.concat('node_modules').some((part) => source === join(remote, part)),
  });
  // Resolved as in the repository: the remote's own packages, then the workspace's.
  symlinkSync(join(remote, 'node_modules'), join(copy, 'node_modules'));
  symlinkSync(join(root, 'node_modules'), join(workDir, 'node_modules'));
  const screen = readFileSync(join(copy, screenFile), 'utf8');
  expect(screen).toContain(said);
  writeFileSync(join(copy, screenFile), screen.replace(said, saysNow));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: copy, stdio: 'inherit' });
  return copy;
}

/**
 * Adds `from`'s hashed files to `into`'s, as a deployment keeps the last release's: a page another test opened
 * meanwhile still finds the chunks its manifest named.
 */
function keepAssets(from: string, into: string) {
  if (existsSync(join(from, 'assets')))
    cpSync(join(from, 'assets'), join(into, 'assets'), { recursive: true, force: false });
}

/** Swaps `replacement` in for the remote's `part`, keeping what was there in `kept` (and its hashed files in place). */
function swap(part: string, replacement: string, kept: string) {
  const next = join(remote, `${part}.next`);
  cpSync(replacement, next, { recursive: true });
  keepAssets(join(remote, part), next);
  mkdirSync(join(kept, '..'), { recursive: true });
  renameSync(join(remote, part), kept);
  renameSync(next, join(remote, part));
}

/** Puts `build`'s output where billing is deployed, keeping what was there in `kept`, each folder swapped at once. */
function deploy(build: string, kept: string) {
  for (const part of deployed) swap(part, join(build, part), join(kept, part));
}

/** Puts billing's own build back, as it was (the copy's files go with the copy). */
function putBack(kept: string) {
  for (const part of deployed) {
    rmSync(join(remote, `${part}.next`), { recursive: true, force: true });
    if (!existsSync(join(kept, part))) continue;
    rmSync(join(remote, part), { recursive: true, force: true });
    renameSync(join(kept, part), join(remote, part));
  }
}

/** The layout shifts since the page began, not caused by input (CLS's sources), read at once. */
const layoutShiftObserver = () => {
  let shifted = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shifted += entry.value;
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, {
    layoutShift: () => {
      add(observer.takeRecords());
      return shifted;
    },
  });
};

const hydrationError = /hydrat|did not match|Minified React error #(418|423|425)/i;

/** The URLs of a build's browser files, as billing's deployed path serves them. */
const servedFiles = (dist: string) =>
  new Set(readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => `/mf/billing/${file}`));

/** The paths of billing's modules the page preloads (its head's links, those added after paint included). */
const billingPreloads = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path.startsWith('/mf/billing/')),
  );

test('a remote rebuilt and deployed alone is rendered and hydrated with its new code at the next page view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The copy changes billing's English words, and the English guest page is the one the build prerenders: in
  // English whatever the run's locale.
  await chooseLocale(page.context(), baseURL, 'en');
  const workDir = mkdtempSync(join(tmpdir(), 'wishlist-remote-alone-'));
  const kept = join(workDir, 'kept');
  const shellBefore = shellFiles.map((file) => statSync(join(root, file)).mtimeMs);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(layoutShiftObserver);

  await page.goto('/pricing');
  await expect(page.getByText(said)).toBeVisible();
  const missingScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() === 404)
      missingScripts.push(response.url());
  });

  try {
    const copy = buildChangedCopy(workDir);
    const newFiles = servedFiles(join(copy, 'dist'));
    deploy(copy, kept);

    const app = await holdAppCode(page);
    const reloaded = page.reload();
    // The edge's render, before the app's code has run: billing's new server bundle.
    await expect(page.getByText(saysNow)).toBeVisible();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    app.release();
    await reloaded;
    // Hydrated by billing's new code: the old code would have put its own text back.
    await expect(page.getByText(saysNow)).toBeVisible();
    await expect(page.getByText(said)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())).toBe(0);
    expect(errors.filter((error) => hydrationError.test(error))).toEqual([]);
    // Billing's files as built now, not the build's the shell saw (whose files a deployment may keep or drop).
    const preloaded = await billingPreloads(page);
    expect(preloaded).toContain('/mf/billing/remoteEntry.js');
    expect(preloaded.filter((path) => !newFiles.has(path))).toEqual([]);
    expect(missingScripts).toEqual([]);
    expect(shellFiles.map((file) => statSync(join(root, file)).mtimeMs)).toEqual(shellBefore);
  } finally {
    putBack(kept);
    rmSync(workDir, { recursive: true, force: true });
  }
});
