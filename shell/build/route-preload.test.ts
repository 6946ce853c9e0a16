// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript, type RoutePreload, shellScreens } from './route-preload.ts';

const routes: RoutePreload[] = [
  ['^\\/app\\/?$', ['/assets/FederatedScreen-1.js', '/mf/discover/remoteEntry.js'], ['/mf/discover/mf-manifest.json']],
  ['^\\/profile\\/[^/]+\\/?$', ['/mf/discover/assets/ProfileDetail-2.js'], []],
];

function visit(path: string) {
  window.history.pushState({}, '', path);
  new Function(preloadScript(routes))();
  return [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin')]);
}

describe('the route preload script', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("preloads the visited route's code and its remote's manifest, whatever the case of the path", () => {
    expect(visit('/APP/')).toEqual([
      ['modulepreload', '/assets/FederatedScreen-1.js', null, null],
      ['modulepreload', '/mf/discover/remoteEntry.js', null, null],
      ['preload', '/mf/discover/mf-manifest.json', 'fetch', 'anonymous'],
    ]);
  });

  it('matches paths with parameters', () => {
    expect(visit('/profile/0b6c7f2e')).toEqual([['modulepreload', '/mf/discover/assets/ProfileDetail-2.js', null, null]]);
  });

  it('preloads nothing on a route it does not list', () => {
    expect(visit('/login')).toEqual([]);
  });

  it("names the shell's screen modules that exist", () => {
    const missing = Object.values(shellScreens).filter((module) => !existsSync(join(import.meta.dirname, '..', module)));
    expect(missing).toEqual([]);
  });
});
