// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePage, shellScreens } from './route-preload.ts';

const indexHtml = '<html><head><title>Wishlist</title></head><body><div id="root"></div></body></html>';

describe("a screen's page", () => {
  it("preloads the screen's code and its remote's manifest from the head, where the preload scanner sees them", () => {
    const page = routePage(indexHtml, {
      modules: ['/assets/FederatedScreen-1.js', '/mf/discover/remoteEntry.js'],
      fetches: ['/mf/discover/mf-manifest.json'],
    });
    const head = new DOMParser().parseFromString(page, 'text/html').head;
    expect(
      [...head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('as'),
        link.hasAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['modulepreload', '/assets/FederatedScreen-1.js', null, true],
      ['modulepreload', '/mf/discover/remoteEntry.js', null, true],
      ['preload', '/mf/discover/mf-manifest.json', 'fetch', true],
    ]);
    expect(page).toContain('<div id="root"></div>');
  });

  it('is index.html itself when the screen preloads nothing', () => {
    expect(routePage(indexHtml, { modules: [], fetches: [] })).toBe(indexHtml);
  });

  it("names the shell's screen modules that exist", () => {
    const missing = Object.values(shellScreens).filter(
      (module) => !existsSync(join(import.meta.dirname, '..', module)),
    );
    expect(missing).toEqual([]);
  });
});
