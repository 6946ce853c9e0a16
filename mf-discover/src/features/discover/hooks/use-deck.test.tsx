// @vitest-environment jsdom
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { listProfilesInfiniteQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { tellOfMatch } from '@wishlist/domain-ui/match-moment';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedQueryKey } from '../../../api/get-feed.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import {
  showAddedToast,
  showLikeFailedToast,
  showLimitReachedToast,
  showSuperLikeLimitToast,
  showSuperLikedToast,
} from '../../../lib/toasts.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { jordan, maya } from '../../../testing/fixtures.ts';
import { type DeckOptions, useDeck } from './use-deck.ts';

vi.mock('@wishlist/domain-ui/match-moment', () => ({ tellOfMatch: vi.fn() }));
vi.mock('../../../lib/toasts.ts', () => ({
  showAddedToast: vi.fn(),
  showLimitReachedToast: vi.fn(),
  showLikeFailedToast: vi.fn(),
  showSuperLikedToast: vi.fn(),
  showSuperLikeLimitToast: vi.fn(),
}));

/** Person n of the feed, with a photo of their own. */
const person = (n: number): Profile => ({
  ...jordan,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Person ${String(n)}`,
  profilePhoto: `https://photos.test/${String(n)}.jpg`,
});
const persons = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => person(from + at));

type Page = { profiles: Profile[]; nextCursor: string | null };
/** A feed in pages: page n answers with `pages[n]` (a Response or a promise of one), its cursor is `page-n`. */
function feedApi(
  pages: (Page | (() => Response | Promise<Response>))[],
  likes: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  const asked: number[] = [];
  const api = fakeApi({
    'GET /api/profiles': (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      const n = cursor ? Number(cursor.replace('page-', '')) : 0;
      asked.push(n);
      const page = pages[n];
      if (!page) throw new Error(`no page ${String(n)}`);
      return typeof page === 'function' ? page() : json(page);
    },
    [`POST /api/check-like-limit/${maya.id}`]: () => json({ used: 3, limit: 10, remaining: 7 }),
    'POST /api/wishlist': async (request) => {
      const { profileId } = (await request.json()) as { profileId: string };
      return json(
        {
          entry: { id: crypto.randomUUID(), profile: person(1), createdAt: '2026-11-23T10:00:00Z' },
          matched: profileId === person(2).id,
        },
        201,
      );
    },
    ...likes,
  });
  return { ...api, asked };
}

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createQueryClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDeck(options: DeckOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ deck: useDeck(maya.id, options), path: useLocation().pathname }), { wrapper });
}

/** The names on the stacked cards, top first; undefined while the deck is not showing cards. */
function namesOf(cards: ReturnType<typeof useDeck>['cards']) {
  return cards.status === 'success' ? cards.data.map((card) => card.name) : undefined;
}

describe('useDeck', () => {
  it('is pending until the first page, then stacks its first three people, top first', async () => {
    feedApi([{ profiles: persons(1, 4), nextCursor: null }]);
    const { result } = renderDeck();
    expect(result.current.deck.cards.status).toBe('pending');
    await waitFor(() => expect(namesOf(result.current.deck.cards)).toEqual(['Person 1', 'Person 2', 'Person 3']));
  });

  it('passes to the next person, and wraps around after the last once the feed has no more pages', async () => {
    feedApi([{ profiles: persons(1, 3), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    const tops: (string | undefined)[] = [];
    for (let n = 0; n < 4; n++) {
      tops.push(namesOf(result.current.deck.cards)?.[0]);
      act(() => result.current.deck.pass());
    }
    expect(tops).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 1']);
  });

  it('animates the passed card out the way it was swiped', async () => {
    feedApi([{ profiles: persons(1, 3), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    act(() => void result.current.deck.swipe('left', -140));
    expect(result.current.deck.leaving).toMatchObject({
      profile: { name: 'Person 1' },
      offset: -140,
      direction: 'left',
    });
    act(() => result.current.deck.onLeft());
    expect(result.current.deck.leaving).toBeNull();
  });

  it('loads the next page once 5 people are ahead, and waits at the end of the loaded people instead of wrapping', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { asked } = feedApi([
      { profiles: persons(1, 7), nextCursor: 'page-1' },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    act(() => result.current.deck.pass());
    expect(asked).toEqual([0]);
    act(() => result.current.deck.pass());
    await waitFor(() => expect(asked).toEqual([0, 1]));

    for (let n = 0; n < 4; n++) act(() => result.current.deck.pass());
    expect(namesOf(result.current.deck.cards)).toEqual(['Person 7']);
    act(() => result.current.deck.pass());
    expect(result.current.deck.cards.status).toBe('pending');

    await act(async () => answer(json({ profiles: persons(8, 8), nextCursor: null })));
    await waitFor(() => expect(namesOf(result.current.deck.cards)).toEqual(['Person 8', 'Person 1', 'Person 2']));
  });

  it('after a failed page, waits for the retry, which asks for that page again', async () => {
    let failures = 1;
    const { asked } = feedApi([
      { profiles: persons(1, 2), nextCursor: 'page-1' },
      () =>
        failures-- > 0
          ? json({ statusCode: 503, error: 'Service Unavailable', message: 'down', code: 'UNAVAILABLE' }, 503)
          : json({ profiles: persons(3, 3), nextCursor: null }),
    ]);
    const { result } = renderDeck();
    await waitFor(() => expect(asked).toEqual([0, 1]));
    act(() => result.current.deck.pass());
    act(() => result.current.deck.pass());
    await waitFor(() => expect(result.current.deck.cards.status).toBe('error'));
    expect(asked).toEqual([0, 1]);

    await act(async () => result.current.deck.cards.refetch());
    await waitFor(() => expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 3'));
    expect(asked).toEqual([0, 1, 1]);
  });

  it('has no cards once the feed is empty and has no more pages', async () => {
    feedApi([{ profiles: [], nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(namesOf(result.current.deck.cards)).toEqual([]));
  });

  it('preloads the photos of the 3 people after the stack', async () => {
    const preloaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          preloaded.push(url);
        }
      },
    );
    feedApi([{ profiles: persons(1, 7), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(preloaded).toEqual(['4', '5', '6'].map((n) => `https://photos.test/${n}.jpg`)));
    act(() => result.current.deck.pass());
    expect(preloaded.slice(3)).toEqual(['5', '6', '7'].map((n) => `https://photos.test/${n}.jpg`));
  });

  it('checks the like limit first: when it is reached, the limit toast (Upgrade goes to /pricing), nothing added', async () => {
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      [`POST /api/check-like-limit/${maya.id}`]: () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Daily like limit reached',
            code: 'LIKE_LIMIT_REACHED',
          },
          429,
        ),
    });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.add());

    expect(showLimitReachedToast).toHaveBeenCalledOnce();
    expect(calls).not.toContain('POST /api/wishlist');
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 1');
    act(() => vi.mocked(showLimitReachedToast).mock.calls[0]?.[0]());
    expect(result.current.path).toBe('/pricing');
  });

  // Issue 19 changed this case: a limit check that fails on the server is no longer reported as the limit.
  it('says a like failed, with Retry, and adds nothing when the limit check fails on the server', async () => {
    let down = true;
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      [`POST /api/check-like-limit/${maya.id}`]: () =>
        down
          ? json({ statusCode: 503, error: 'Service Unavailable', message: 'down', code: 'UNAVAILABLE' }, 503)
          : json({ used: 3, limit: 10, remaining: 7 }),
    });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.add());
    expect(showLimitReachedToast).not.toHaveBeenCalled();
    expect(showLikeFailedToast).toHaveBeenCalledOnce();
    expect(calls).not.toContain('POST /api/wishlist');
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 1');

    down = false;
    await act(async () => vi.mocked(showLikeFailedToast).mock.calls[0]?.[1]());
    await waitFor(() => expect(showAddedToast).toHaveBeenCalledOnce());
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 2');
  });

  it('says a like failed when the add gets no answer or a server error, and keeps the card', async () => {
    feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      'POST /api/wishlist': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.add());
    expect(showLikeFailedToast).toHaveBeenCalledOnce();
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 1');
    expect(result.current.deck.busy).toBe(false);
  });

  it('takes one add at a time, even two in the same frame, and none until the added card has gone', async () => {
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => Promise.all([result.current.deck.add(), result.current.deck.add()]));
    expect(calls.filter((call) => call === 'POST /api/wishlist')).toHaveLength(1);
    expect(result.current.deck.addDisabled).toBe(true);
    await act(() => result.current.deck.add());
    expect(calls.filter((call) => call === 'POST /api/wishlist')).toHaveLength(1);
    act(() => result.current.deck.onLeft());
    expect(result.current.deck.addDisabled).toBe(false);
  });

  it('adds after the check: the toast, the card leaves, the next person comes up; a like back is a match', async () => {
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.add());

    expect(showAddedToast).toHaveBeenCalledOnce();
    expect(calls.indexOf('POST /api/wishlist')).toBeGreaterThan(calls.indexOf(`POST /api/check-like-limit/${maya.id}`));
    expect(result.current.deck.leaving).toMatchObject({ profile: { name: 'Person 1' }, direction: 'right' });
    expect(namesOf(result.current.deck.cards)).toEqual(['Person 2', 'Person 3']);
    expect(tellOfMatch).not.toHaveBeenCalled();

    // The added card's exit animation ends before the next add (the next person is seen first).
    act(() => result.current.deck.onLeft());
    await act(() => result.current.deck.add());
    expect(tellOfMatch).toHaveBeenCalledOnce();
  });

  it('lets someone already in the wishlist leave silently, and keeps the person after any other failure', async () => {
    let failure = json(
      { statusCode: 409, error: 'Conflict', message: 'Already in wishlist', code: 'ALREADY_IN_WISHLIST' },
      409,
    );
    feedApi([{ profiles: persons(1, 3), nextCursor: null }], { 'POST /api/wishlist': () => failure });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.add());
    expect(namesOf(result.current.deck.cards)).toEqual(['Person 2', 'Person 3']);

    failure = json(
      {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL_SERVER_ERROR',
      },
      500,
    );
    await act(() => result.current.deck.add());
    expect(namesOf(result.current.deck.cards)).toEqual(['Person 2', 'Person 3']);
    expect(showAddedToast).not.toHaveBeenCalled();
  });

  it('is busy while a like is under way: another add waits, Pass moves on, and the late answer keeps the deck there', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      'POST /api/wishlist': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    let adding: Promise<void> = Promise.resolve();
    act(() => void (adding = result.current.deck.add()));
    await waitFor(() => expect(result.current.deck.busy).toBe(true));
    await act(() => result.current.deck.add());
    expect(calls.filter((call) => call === 'POST /api/wishlist')).toHaveLength(1);
    act(() => result.current.deck.pass());
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 2');

    await act(async () => {
      answer(
        json(
          { entry: { id: crypto.randomUUID(), profile: person(1), createdAt: '2026-11-23T10:00:00Z' }, matched: false },
          201,
        ),
      );
      await adding;
    });
    expect(result.current.deck.busy).toBe(false);
    // Person 1 (liked) left the feed; Person 2 stays on top.
    await waitFor(() => expect(namesOf(result.current.deck.cards)).toEqual(['Person 2', 'Person 3']));
  });

  it('passes with ←, adds with →, but not from a text field, with a modifier, or while the match dialog is open', async () => {
    feedApi([{ profiles: persons(1, 4), nextCursor: null }]);
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 2');

    const field = document.body.appendChild(document.createElement('input'));
    act(() => void fireEvent.keyDown(field, { key: 'ArrowLeft' }));
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft', ctrlKey: true }));
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 2');
    field.remove();

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(tellOfMatch).toHaveBeenCalledOnce());
    // The match moment (a dialog, in front) keeps its keys.
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    act(() => void fireEvent.keyDown(dialog, { key: 'ArrowLeft' }));
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 3');
    dialog.remove();
  });

  it('resumes with the person who was on top, or after them when they were passed on their profile page', async () => {
    feedApi([]);
    queryClient.setQueryData(feedQueryKey(maya.id), {
      pages: [{ profiles: persons(1, 4), nextCursor: null }],
      pageParams: [{}],
    });
    deckMemory.rememberTop(person(3).id);
    const first = renderDeck();
    expect(namesOf(first.result.current.deck.cards)?.[0]).toBe('Person 3');
    first.unmount();

    deckMemory.passOnProfilePage(person(3).id);
    const second = renderDeck();
    expect(namesOf(second.result.current.deck.cards)?.[0]).toBe('Person 4');
  });
  it('super likes with the star or an upward swipe: a like with superLike, no like-limit check, the card leaves upwards', async () => {
    const bodies: unknown[] = [];
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      'POST /api/wishlist': async (request) => {
        bodies.push(await request.json());
        return json(
          { entry: { id: crypto.randomUUID(), profile: person(1), createdAt: '2026-11-23T10:00:00Z' }, matched: false },
          201,
        );
      },
    });
    const { result } = renderDeck();
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.swipe('up', 12, -180));
    expect(bodies).toEqual([{ userId: maya.id, profileId: person(1).id, superLike: true }]);
    expect(calls).not.toContain(`POST /api/check-like-limit/${maya.id}`);
    expect(showSuperLikedToast).toHaveBeenCalledWith('Person 1');
    expect(result.current.deck.leaving).toMatchObject({
      profile: { name: 'Person 1' },
      offset: 12,
      lift: -180,
      direction: 'up',
    });
  });

  it("opens the upgrade prompt instead of super liking when the plan has no super likes, and on the server's refusal", async () => {
    const locked = vi.fn();
    const { calls } = feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      'POST /api/wishlist': () =>
        json(
          { statusCode: 403, error: 'Forbidden', message: 'Super likes come with Gold.', code: 'SUPER_LIKES_LOCKED' },
          403,
        ),
    });
    const { result } = renderDeck({ superLikesLocked: true, onSuperLikeLocked: locked });
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.superLike());
    expect(locked).toHaveBeenCalledOnce();
    expect(calls).not.toContain('POST /api/wishlist');

    const { result: stale } = renderDeck({ onSuperLikeLocked: locked });
    await waitFor(() => expect(stale.current.deck.cards.status).toBe('success'));
    await act(() => stale.current.deck.superLike());
    expect(locked).toHaveBeenCalledTimes(2);
    expect(namesOf(stale.current.deck.cards)?.[0]).toBe('Person 1');
  });

  it("tells when today's super likes are used up and keeps the person on top", async () => {
    feedApi([{ profiles: persons(1, 3), nextCursor: null }], {
      'POST /api/wishlist': () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'No super likes left today',
            code: 'SUPER_LIKE_LIMIT_REACHED',
          },
          429,
        ),
    });
    const { result } = renderDeck({ superLikesPerDay: 5 });
    await waitFor(() => expect(result.current.deck.cards.status).toBe('success'));
    await act(() => result.current.deck.superLike());
    // The toast counts the plan's super likes that come back tomorrow.
    expect(showSuperLikeLimitToast).toHaveBeenCalledExactlyOnceWith(5);
    expect(result.current.deck.leaving).toBeNull();
    expect(namesOf(result.current.deck.cards)?.[0]).toBe('Person 1');
  });

  it('restarts from the top of a feed read again from its start (the filters changed)', async () => {
    let reads = 0;
    fakeApi({
      'GET /api/profiles': () => {
        reads += 1;
        return json({ profiles: persons(1, 3), nextCursor: null });
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useDeck(maya.id), { wrapper });
    await waitFor(() => expect(result.current.cards.status).toBe('success'));
    act(() => result.current.pass());
    expect(namesOf(result.current.cards)?.[0]).toBe('Person 2');
    await act(async () => {
      await queryClient.resetQueries({ queryKey: listProfilesInfiniteQueryKey() });
      result.current.restart();
    });
    expect(reads).toBe(2);
    await waitFor(() => expect(namesOf(result.current.cards)?.[0]).toBe('Person 1'));
  });
});
