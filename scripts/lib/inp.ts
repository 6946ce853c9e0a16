import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type * as WebVitals from 'web-vitals/attribution';
import type { INPMetricWithAttribution } from 'web-vitals/attribution';

/**
 * Interaction to Next Paint of what a person does most on a phone, measured by the `web-vitals` library in the page
 * (injected by the bench before the page's own scripts, never shipped to users), with Chromium slowed down 4× as
 * Lighthouse's mobile preset does, at 390x844 with touch, as the browser tests tap.
 */
export const CPU_SLOWDOWN = 4;
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** What bench-web.ts prints of one interaction's visits. */
export interface InteractionFigures {
  name: string;
  /** Each visit's INP (ms), in the order measured. */
  durations: number[];
  /** The slowest visit's breakdown (ms) and what was tapped or typed. */
  worst: { inputDelay: number; processing: number; presentation: number; target: string; longestScript: string };
}

/** How the page keeps what web-vitals reports, for the bench to read. */
interface Reported {
  __inp?: Pick<INPMetricWithAttribution, 'value' | 'attribution'>;
}

const webVitals = readFileSync(
  fileURLToPath(import.meta.resolve('web-vitals/attribution').replace(/\.js$/, '.iife.js')),
  'utf8',
);

/**
 * Every change of the page's INP is kept (`reportAllChanges`); the threshold 0 reports an interaction faster than
 * web-vitals' default 40 ms too, so a quick one reads as what it took rather than as nothing.
 */
function reportInp(webVitals: typeof WebVitals) {
  const page = window as unknown as Reported;
  webVitals.onINP(
    (metric) => {
      page.__inp = { value: metric.value, attribution: metric.attribution };
    },
    {
      reportAllChanges: true,
      durationThreshold: 0,
      // What a person would call what they touched: the control and its name, not a path of generated class names.
      generateTarget: (node) => {
        const control = node instanceof Element ? node.closest('button, a, textarea, input, [role]') : null;
        if (!control) return undefined;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30);
        return name ? `${control.localName} "${name}"` : control.localName;
      },
    },
  );
}

/**
 * A screen that keeps refreshing, as a phone's does: headless Chromium draws a frame only when something on the page
 * changed, and misses a change inside a fixed flex column (the conversation's composer: each key typed there waited
 * for the next frame drawn for another reason, about 2 s later, where a visible browser shows the letter at once).
 * A 1 px dot fading in the compositor, which costs the page's main thread nothing, keeps frames coming.
 */
function keepFramesComing() {
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;background:#000;pointer-events:none';
    document.body.append(dot);
    dot.animate([{ opacity: 0 }, { opacity: 0.01 }], { duration: 1000, iterations: Infinity, direction: 'alternate' });
  });
}

/** A page of `context` with web-vitals in it; its CPU is slowed down on each visit (see `visit`). */
export async function inpPage(context: BrowserContext): Promise<Page> {
  // The library's browser build declares `webVitals`; Playwright may wrap an init script in a function of its own.
  await context.addInitScript({
    content: `${webVitals}\n(${reportInp.toString()})(webVitals);\n(${keepFramesComing.toString()})();`,
  });
  return context.newPage();
}

/**
 * Opens `url` afresh (a page's INP is the worst interaction of its visit), waits until the app has taken over the
 * page, `ready` shows and the start-up has settled (a person looks before tapping; the start-up's own blocking time is Lighthouse's
 * TBT), then does `act` and answers the visit's INP.
 */
export async function visit(page: Page, url: string, ready: Locator, act: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
  await ready.waitFor();
  await page.evaluate(quiet);
  await act();
  const reported = await page.evaluate(settledInp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  if (!reported) throw new Error(`${url}: web-vitals reported no INP`);
  return reported;
}

/** Resolves once the main thread has had no long task (over 50 ms) for a second, or after 10 s. */
function quiet(): Promise<void> {
  return new Promise((done) => {
    let timer = setTimeout(finish, 1000);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, 1000);
    });
    const cap = setTimeout(finish, 10_000);
    function finish() {
      observer.disconnect();
      clearTimeout(cap);
      done();
    }
    observer.observe({ type: 'longtask' });
  });
}

/**
 * The visit's INP once web-vitals has seen every interaction: it reads the browser's entries when the page is idle,
 * so this waits for idle periods until the value has stayed the same through one (at most 10 s).
 */
async function settledInp() {
  const page = window as unknown as Reported;
  const idle = () => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 200), { timeout: 2000 }));
  const until = performance.now() + 10_000;
  let last: number | undefined;
  while (performance.now() < until) {
    await idle();
    const now = page.__inp?.value;
    if (now !== undefined && now === last) break;
    last = now;
  }
  const inp = page.__inp;
  if (!inp) return null;
  const { inputDelay, processingDuration, presentationDelay, interactionTarget, interactionType, longestScript } =
    inp.attribution;
  const script = longestScript?.entry;
  return {
    value: inp.value,
    inputDelay,
    processing: processingDuration,
    presentation: presentationDelay,
    target: `${interactionType ?? 'input'} on ${interactionTarget || 'an element since removed'}`,
    longestScript: script
      ? `${script.invoker} ${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.split('/').pop() ?? ''}:${String(script.sourceCharPosition)} ${String(Math.round(longestScript.intersectingDuration))} ms in ${longestScript.subpart}`
      : '',
  };
}

/** Measures `act` on `runs` fresh visits of `url`. */
export async function measure(
  page: Page,
  name: string,
  runs: number,
  url: string,
  ready: Locator,
  act: () => Promise<void>,
): Promise<InteractionFigures> {
  const visits = [];
  for (let i = 0; i < runs; i++) visits.push(await visit(page, url, ready, act));
  const worst = visits.reduce((a, b) => (b.value > a.value ? b : a));
  return { name, durations: visits.map((v) => v.value), worst };
}
