// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ID, withFormAnswer, withScreen, withState } from './page-html.ts';

const page =
  '<html><head><title>Wishlist</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';
const screen = {
  html: '<main><form aria-label="Sign in"><input name="password" type="password"></form></main>',
  styles: '<style data-styled="true">.a{color:red}</style>',
};

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

  it('lets a form that posts to the edge post', () => {
    const posting = { ...screen, html: screen.html.replace('<form ', '<form method="post" ') };
    const document = new DOMParser().parseFromString(withScreen(page, posting), 'text/html');
    expect(document.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('refuses a page whose #root is not empty', () => {
    expect(() => withScreen(page.replace('<div id="root"></div>', '<div id="root">x</div>'), screen)).toThrow(
      /no empty #root/,
    );
  });
});

describe('a page rendered for its user', () => {
  it('carries what it was rendered from, as inert JSON the app reads back whole', () => {
    const state = {
      userId: 'u1',
      queries: { queries: [{ bio: 'Fan of </script><script>alert(1)</script> & $& "quotes"' }] },
    };
    const document = new DOMParser().parseFromString(withState(page, state), 'text/html');
    const carried = document.getElementById(SERVER_STATE_ID);
    expect(carried?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(carried?.textContent ?? '')).toEqual(state);
    // Only the app's own script: the bio's text started none.
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });

  it("keeps '$' in the rendered markup as text", () => {
    const priced = withScreen(page, { html: "<p>$& $' $1 a month</p>", styles: '' });
    expect(priced).toContain("<p>$& $' $1 a month</p>");
  });
});

describe('a page answering a form the edge handled', () => {
  const form = {
    html: '<form method="post"><input name="username" autocomplete="username"/><input type="password" name="password"/><textarea name="message"></textarea></form>',
    styles: '',
  };
  const answered = (values: Record<string, string>) =>
    new DOMParser().parseFromString(
      withFormAnswer(
        withScreen(page, form, ' data-prerendered'),
        values,
        { title: 'Login failed', description: 'Invalid <b>.', variant: 'destructive' },
        '.form-notice{}',
      ),
      'text/html',
    );

  it('refills the fields with what was sent, as text, never a password', () => {
    const document = answered({ username: 'maya "<x>', password: 'secret-1', message: '</textarea><b>hi</b>' });
    expect(document.querySelector<HTMLInputElement>('input[name=username]')?.value).toBe('maya "<x>');
    expect(document.querySelector<HTMLInputElement>('input[name=password]')?.value).toBe('');
    expect(document.querySelector('textarea')?.value).toBe('</textarea><b>hi</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows the notice outside the screen the app hydrates, with its style', () => {
    const document = answered({});
    const notice = document.querySelector('[role=alert]');
    expect(notice?.textContent).toBe('Login failedInvalid <b>.');
    expect(document.getElementById('root')?.contains(notice ?? null)).toBe(false);
    expect(document.head.querySelector('style')?.textContent).toBe('.form-notice{}');
  });
});
