// @vitest-environment jsdom
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { SESSION_STORAGE_KEY } from '@wishlist/app-runtime/session';
import { afterEach, describe, expect, it } from 'vitest';
import { withState } from './page-html.ts';
import { adoptPrerenderedScreen } from './server-state.ts';

const wishlistKey = [{ _id: 'getWishlist', baseUrl: '', path: { userId: 'ana' } }];

/** The body of a page the edge rendered for `userId`, with Ana's wishlist as its one answer. */
function renderedFor(userId: string): string {
  const server = new QueryClient();
  server.setQueryData(wishlistKey, { items: [{ name: 'Sam' }] });
  return withState('<body><div id="root" data-prerendered><main>Sam</main></div></body>', {
    userId,
    queries: dehydrate(server),
  });
}

function openPage(body: string, storedUserId: string | null) {
  document.body.outerHTML = body;
  if (storedUserId)
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: storedUserId, username: storedUserId }));
  const queryClient = new QueryClient();
  adoptPrerenderedScreen(queryClient);
  return { queryClient, kept: document.getElementById('root')?.hasAttribute('data-prerendered') };
}

afterEach(() => localStorage.clear());

describe('a page rendered for its user', () => {
  it('is kept for that user, and the app starts from the answers it was rendered from', () => {
    const { queryClient, kept } = openPage(renderedFor('ana'), 'ana');
    expect(kept).toBe(true);
    expect(queryClient.getQueryData(wishlistKey)).toEqual({ items: [{ name: 'Sam' }] });
  });

  it('is rendered afresh for anyone else, who gets none of its answers', () => {
    for (const stored of ['ben', null]) {
      const { queryClient, kept } = openPage(renderedFor('ana'), stored);
      expect(kept, String(stored)).toBe(false);
      expect(queryClient.getQueryCache().getAll(), String(stored)).toHaveLength(0);
    }
  });
});

describe('a page the edge sent to someone signed in by a form it answered (no user stored yet)', () => {
  const ana = { id: 'ana', username: 'ana' };
  function sentTo(userId: string, root: string): string {
    const server = new QueryClient();
    server.setQueryData([{ _id: 'getCurrentUser', baseUrl: '' }], { user: ana });
    return withState(`<body>${root}</body>`, { userId, queries: dehydrate(server) });
  }

  it('stores the user it was rendered for and keeps the screen', () => {
    const { kept } = openPage(sentTo('ana', '<div id="root" data-prerendered><main>Sam</main></div>'), null);
    expect(kept).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(ana);
  });

  it('stores the user an unrendered page was sent to', () => {
    openPage(sentTo('ana', '<div id="root"></div>'), null);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(ana);
  });

  it('refreshes a stored copy of the same user, whose name the render showed (hydration must show it too)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 'ana', username: 'ana', firstName: null }));
    const renamed = { ...ana, firstName: 'Ana' };
    const server = new QueryClient();
    server.setQueryData([{ _id: 'getCurrentUser', baseUrl: '' }], { user: renamed });
    const page = withState('<body><div id="root" data-prerendered><main>Sam</main></div></body>', {
      userId: 'ana',
      queries: dehydrate(server),
    });
    const { kept } = openPage(page, null);
    expect(kept).toBe(true);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(renamed);
    // Another user stored keeps theirs: the page is not theirs.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 'ben', username: 'ben' }));
    expect(openPage(page, null).kept).toBe(false);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ id: 'ben', username: 'ben' });
  });

  it('stores nobody when the answer is not about the user it names', () => {
    const { kept } = openPage(sentTo('ben', '<div id="root" data-prerendered><main>Sam</main></div>'), null);
    expect(kept).toBe(false);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('a guest page', () => {
  const guestPage = '<body><div id="root" data-prerendered><main>Sign in</main></div></body>';

  it('is kept for a guest', () => {
    expect(openPage(guestPage, null).kept).toBe(true);
  });

  it('is rendered afresh for someone signed in, whom the app moves on', () => {
    expect(openPage(guestPage, 'ana').kept).toBe(false);
  });
});

describe('a guest page the edge rendered with the answers it shows anyone', () => {
  const plansKey = [{ _id: 'listSubscriptionPlans', baseUrl: '' }];
  const plans = [{ id: 'free', name: 'Free' }];
  function renderedForGuest(): string {
    const server = new QueryClient();
    server.setQueryData(plansKey, plans);
    return withState('<body><div id="root" data-prerendered><main>Free</main></div></body>', {
      userId: null,
      queries: dehydrate(server),
    });
  }

  it('is kept for a guest, and the app starts from its answers', () => {
    const { queryClient, kept } = openPage(renderedForGuest(), null);
    expect(kept).toBe(true);
    expect(queryClient.getQueryData(plansKey)).toEqual(plans);
  });

  it('is rendered afresh for someone signed in, who gets none of its answers', () => {
    const { queryClient, kept } = openPage(renderedForGuest(), 'ana');
    expect(kept).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('ana');
  });
});
