// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { withScreen } from '../src/app/page-html.ts';
import { startedAfterPaint } from './prerender.ts';

const page = '<html><head><title>Wishlist</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
const screen = { html: '<main><form aria-label="Sign in"><input name="password" type="password"></form></main>', styles: '<style data-styled="true">.a{color:red}</style>' };

describe('a prerendered page', () => {
  it('shows the screen in #root with its styles in the head, and keeps the app that takes it over', () => {
    const document = new DOMParser().parseFromString(withScreen(page, screen, ' data-prerendered'), 'text/html');
    expect(document.head.querySelector('style')?.textContent).toBe('.a{color:red}');
    expect(document.querySelector('#root[data-prerendered] main form input[name=password]')).not.toBeNull();
    expect(document.querySelector('script[type=module]')?.getAttribute('src')).toBe('/app.js');
  });

  it('sends none of its forms before the app has taken them over (a GET would put the password in the address)', () => {
    const document = new DOMParser().parseFromString(withScreen(page, screen), 'text/html');
    expect(document.querySelector('form')?.getAttribute('method')).toBe('dialog');
  });

  it('refuses a page whose #root is not empty', () => {
    expect(() => withScreen(page.replace('<div id="root"></div>', '<div id="root">x</div>'), screen)).toThrow(/no empty #root/);
  });
});

describe("a prerendered page's start", () => {
  it('leaves the app and its preloads to public/start-after-paint.js, which starts them once the screen is painted', () => {
    const built = '<html><head><script type="module" crossorigin src="/assets/boot-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-1.js">\n<link rel="modulepreload" crossorigin href="/remoteEntry-1.js"></head><body><div id="root"></div></body></html>';
    const document = new DOMParser().parseFromString(startedAfterPaint(built), 'text/html');
    expect(document.querySelectorAll('link[rel=modulepreload], script[type=module]')).toHaveLength(0);
    const start = document.querySelector('script[src="/start-after-paint.js"]');
    expect(start?.hasAttribute('defer')).toBe(true);
    expect(start?.getAttribute('data-app')).toBe('/assets/boot-1.js');
    expect(start?.getAttribute('data-preload')).toBe('/assets/a-1.js /remoteEntry-1.js');
  });
});
