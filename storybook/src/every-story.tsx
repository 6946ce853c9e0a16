// Every story of the catalogue (the same files .storybook/main.ts collects), rendered with the global
// decorators of .storybook/preview.tsx: a story that throws or logs an error, or breaks a rule of WCAG 2.2 A/AA that
// axe-core checks (the browser tests' audit's rules; jsdom lays nothing out, so contrast and sizes are the browser
// audit's), fails `npm test`. The catalogue is split over a few test files (stories-*.test.tsx), each a part of it,
// so vitest's workers render them side by side instead of one file holding up the end of the run.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WCAG_22_AA } from '../../tests/wcag-tags.ts';
import preview from '../.storybook/preview.tsx';

export type StoriesModule = Parameters<typeof composeStories>[0];
/** What this test uses of a composed story. */
type RunnableStory = { run(context: { canvasElement: HTMLElement }): Promise<void> };

const problems: string[] = [];
const onError = (event: ErrorEvent) => problems.push(String(event.error ?? event.message));
/**
 * React's note about the test harness, not about a story: a lazily loaded part (a dialog's code) that finishes
 * loading while another story renders inside Storybook's act, with React's act environment off, pings its suspended
 * root and React says so. Which story it lands on depends on timing.
 */
const HARNESS_NOTE = 'The current testing environment is not configured to support act(...)';
const logged = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text !== HARNESS_NOTE) problems.push(text);
};
/** jsdom lacks a few browser APIs that components touch when they render: stand-ins that do nothing. */
function standInForMissingApis() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Each story starts with nothing logged and leaves nothing behind. */
function watchEachStory() {
  beforeEach(() => {
    problems.length = 0;
    window.addEventListener('error', onError);
    vi.spyOn(console, 'error').mockImplementation(logged);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    vi.restoreAllMocks();
    localStorage.clear();
  });
  afterAll(() => {
    document.body.innerHTML = '';
  });
}

/**
 * What axe-core finds against WCAG 2.2 A/AA in the body (the story and the dialogs it opens in portals), one line per
 * rule with the markup it failed on. The body, not the document: the page's own rules (its title, its language) are
 * the app's page's, which the browser audit checks.
 */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { runOnly: { type: 'tag', values: WCAG_22_AA } });
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
  );
}

/** Renders each story of `modules` (a part of the catalogue, by `import.meta.glob`) as a test of its own. */
export function testEveryStory(modules: Record<string, StoriesModule>) {
  setProjectAnnotations(preview);
  standInForMissingApis();
  watchEachStory();

  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(module) as Record<string, RunnableStory>)) {
        it(`renders ${name}`, async () => {
          const canvasElement = document.createElement('div');
          document.body.append(canvasElement);
          await Story.run({ canvasElement });
          // A story that throws while rendering leaves the canvas empty (React unmounts the root) and reports the error.
          await waitFor(() => expect(canvasElement.childElementCount).toBeGreaterThan(0));
          expect(problems).toEqual([]);
          expect(await violations()).toEqual([]);
          canvasElement.remove();
        });
      }
    });
  }
}
