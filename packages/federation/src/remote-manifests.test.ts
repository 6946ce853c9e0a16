import { describe, expect, it } from 'vitest';
import { withPreloads } from './remote-manifests.ts';

const preloads = { modules: ['/mf/discover/remoteEntry.js', '/mf/discover/assets/Deck-2.js'], fetches: ['/m.json'] };

describe("a page with a remote screen's preloads", () => {
  it('preloads the modules and fetches from its head', () => {
    expect(withPreloads('<head><title>W</title></head><div id="root"></div>', preloads)).toBe(
      '<head><title>W</title><link rel="modulepreload" crossorigin href="/mf/discover/remoteEntry.js">' +
        '<link rel="modulepreload" crossorigin href="/mf/discover/assets/Deck-2.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/m.json"></head><div id="root"></div>',
    );
  });

  it('has a page that starts after its paint add the modules after its own, and fetch the rest at once', () => {
    const page =
      '<head></head><div id="root" data-prerendered></div>' +
      '<script src="/start-after-paint.js" data-app="/assets/index-1.js" data-preload="/assets/A-1.js" defer></script>';
    expect(withPreloads(page, preloads)).toBe(
      '<head><link rel="preload" as="fetch" crossorigin href="/m.json"></head><div id="root" data-prerendered></div>' +
        '<script src="/start-after-paint.js" data-app="/assets/index-1.js" ' +
        'data-preload="/assets/A-1.js /mf/discover/remoteEntry.js /mf/discover/assets/Deck-2.js" defer></script>',
    );
  });
});
