// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HELD_TAPS_SCRIPT } from '@wishlist/app-runtime/held-taps';
import { startedAfterPaint } from './prerender.ts';

describe("a prerendered page's start", () => {
  it('leaves the app and its preloads to public/start-after-paint.js, which starts them once the screen is painted, and holds taps at once', () => {
    const built =
      '<html><head><script type="module" crossorigin src="/assets/boot-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-1.js">\n<link rel="modulepreload" crossorigin href="/remoteEntry-1.js"></head><body><div id="root"></div></body></html>';
    const document = new DOMParser().parseFromString(startedAfterPaint(built), 'text/html');
    expect(document.querySelectorAll('link[rel=modulepreload], script[type=module]')).toHaveLength(0);
    const start = document.querySelector('script[src="/start-after-paint.js"]');
    expect(start?.hasAttribute('defer')).toBe(true);
    expect(start?.getAttribute('data-app')).toBe('/assets/boot-1.js');
    expect(start?.getAttribute('data-preload')).toBe('/assets/a-1.js /remoteEntry-1.js');
    // Taps are held from the first moment: inline, before the page's body, exactly the text the edge's CSP allows.
    expect(document.head.querySelector('script:not([src])')?.textContent).toBe(HELD_TAPS_SCRIPT);
  });
});
