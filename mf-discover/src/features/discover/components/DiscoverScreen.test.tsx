// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionUser } from '@wishlist/app-runtime/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { entitlements, jordan, maya, people, plans, sam, subscriptions } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { DiscoverScreen } from './DiscoverScreen.tsx';
import { startingFilters } from '@wishlist/testing/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ownProfile = {
  profile: {
    id: maya.id,
    firstName: 'Maya',
    lastName: 'Lopez',
    birthDate: '1996-04-12',
    age: 30,
    location: '',
    bio: null,
    profilePhoto: null,
    instagramHandle: '',
    instagramPhotos: [],
    introVideo: null,
    interests: [],
    discoverable: true,
    filters: startingFilters,
    prompts: [],
    intention: null,
  },
};

/** The API of a free user with 3 likes used, three people in the feed, and the given like handlers. */
function api(likes: { check?: () => Response; add?: (request: Request) => Response | Promise<Response> } = {}) {
  let used = 3;
  return fakeApi({
    'GET /api/profiles': () => json({ profiles: people, nextCursor: null }),
    'GET /api/profile': () => json(ownProfile),
    [`GET /api/user/${maya.id}/subscription`]: () => json({ ...subscriptions.free, dailyLikes: used }),
    'GET /api/entitlements': () =>
      json({ ...entitlements.free, used: { ...entitlements.free.used, likesToday: used } }),
    'GET /api/subscription-plans': () => json(plans),
    [`POST /api/check-like-limit/${maya.id}`]: likes.check ?? (() => json({ used, limit: 10, remaining: 10 - used })),
    'POST /api/wishlist':
      likes.add ??
      (async (request) => {
        const { profileId } = (await request.json()) as { profileId: string };
        used += 1;
        const profile = people.find((person) => person.id === profileId);
        return json(
          { entry: { id: crypto.randomUUID(), profile, createdAt: new Date().toISOString() }, matched: false },
          201,
        );
      }),
    [`GET /api/wishlist/${maya.id}`]: () => json({ wishlist: [] }),
  });
}

const renderDiscover = () => renderScreen('/app', <DiscoverScreen user={maya} />);

/** The name on the top card (the only card that is not hidden from assistive tech). */
const topCard = () => screen.getByRole('article');

describe('Discover', () => {
  it('says "You\'ve seen everyone" when nobody matches the filters; Adjust filters saves wider ones and the deck fills at once', async () => {
    let saved = { ...ownProfile.profile.filters, maxDistanceKm: 5 };
    const bodies: unknown[] = [];
    const located = { ...ownProfile.profile, coordinates: { latitude: 40.678, longitude: -73.944 } };
    fakeApi({
      'GET /api/profiles': () => json({ profiles: saved.maxDistanceKm === 5 ? [] : people, nextCursor: null }),
      'GET /api/profile': () => json({ profile: { ...located, filters: saved } }),
      [`GET /api/user/${maya.id}/subscription`]: () => json(subscriptions.free),
      'PATCH /api/profile': async (request) => {
        const body = (await request.json()) as { filters: typeof saved };
        bodies.push(body);
        saved = { ...saved, ...body.filters };
        return json({ profile: { ...located, filters: saved } });
      },
    });
    renderDiscover();
    expect(await screen.findByRole('heading', { name: "You've seen everyone" })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(sheet).getByLabelText('Maximum distance'), 'Within 80 km');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show people' }));
    expect((await screen.findByRole('article')).getAttribute('aria-label')).toBe('Jordan Reyes, 29');
    expect(bodies).toEqual([
      {
        filters: {
          minAge: null,
          maxAge: null,
          maxDistanceKm: 80,
          intentions: [],
          dealbreakers: ownProfile.profile.filters.dealbreakers,
          twoWay: false,
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('names the dealbreaker that emptied the deck; Relax turns it off alone and the deck fills at once', async () => {
    let saved = {
      ...ownProfile.profile.filters,
      intentions: ['friends'],
      dealbreakers: { ...ownProfile.profile.filters.dealbreakers, intention: true },
    };
    const bodies: unknown[] = [];
    fakeApi({
      'GET /api/profiles': () =>
        json(
          saved.dealbreakers.intention
            ? { profiles: [], nextCursor: null, emptiedBy: ['intention'] }
            : { profiles: people, nextCursor: null, emptiedBy: [] },
        ),
      'GET /api/profile': () => json({ profile: { ...ownProfile.profile, filters: saved } }),
      [`GET /api/user/${maya.id}/subscription`]: () => json(subscriptions.free),
      'PATCH /api/profile': async (request) => {
        const body = (await request.json()) as { filters: { dealbreakers: object } };
        bodies.push(body);
        saved = { ...saved, dealbreakers: { ...saved.dealbreakers, ...body.filters.dealbreakers } };
        return json({ profile: { ...ownProfile.profile, filters: saved } });
      },
    });
    renderDiscover();
    expect(await screen.findByText(/because of your looking for dealbreaker/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Relax looking for' }));
    expect((await screen.findByRole('article')).getAttribute('aria-label')).toBe('Jordan Reyes, 29');
    expect(bodies).toEqual([{ filters: { dealbreakers: { intention: false } } }]);
  });

  it("likes with a comment on the top card's prompt: the comment goes with the like", async () => {
    const prompted = { ...jordan, prompts: [{ promptId: 'perfect_sunday', answer: 'Croissants at dawn.' }] };
    const bodies: unknown[] = [];
    fakeApi({
      'GET /api/profiles': () => json({ profiles: [prompted, ...people.slice(1)], nextCursor: null }),
      'GET /api/profile': () => json(ownProfile),
      'GET /api/prompts': () => json({ prompts: [{ id: 'perfect_sunday', text: 'A perfect Sunday' }] }),
      [`GET /api/user/${maya.id}/subscription`]: () => json(subscriptions.free),
      'GET /api/entitlements': () => json(entitlements.free),
      [`POST /api/check-like-limit/${maya.id}`]: () => json({ used: 3, limit: 10, remaining: 7 }),
      'POST /api/wishlist': async (request) => {
        bodies.push(await request.json());
        const entry = { id: crypto.randomUUID(), profile: prompted, createdAt: new Date().toISOString() };
        return json({ entry, matched: false }, 201);
      },
      [`GET /api/wishlist/${maya.id}`]: () => json({ wishlist: [] }),
    });
    renderDiscover();
    await screen.findByRole('article');
    // The catalogue names the prompt; the sheet and its form load on first use: each may take a while on a busy machine.
    const loads = { timeout: 5000 };
    await userEvent.click(await screen.findByRole('button', { name: 'Comment on "A perfect Sunday"' }, loads));
    const sheet = await screen.findByRole('dialog', { name: 'Comment for Jordan Reyes' }, loads);
    expect(await within(sheet).findByText('Croissants at dawn.', {}, loads)).toBeTruthy();
    await userEvent.type(within(sheet).getByLabelText('Your comment'), '  Which bakery?  ');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send like' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The liked card leaves (its animation), and the next person comes up.
    expect(await screen.findByRole('article', { name: 'Sam Okafor, 34' }, loads)).toBeTruthy();
    expect(bodies).toEqual([
      { userId: maya.id, profileId: jordan.id, comment: { text: 'Which bakery?', on: { prompt: 'perfect_sunday' } } },
    ]);
  });

  it('shows the loading text, then the top card and the daily likes of a free user', async () => {
    api();
    renderDiscover();
    expect(screen.getByText('Finding amazing people...')).toBeTruthy();
    expect((await screen.findByRole('article')).getAttribute('aria-label')).toBe('Jordan Reyes, 29');
    expect(await screen.findByText('Daily likes: 3 / 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(within(topCard()).getByRole('link', { name: 'Jordan Reyes, 29' }).getAttribute('href')).toBe(
      `/profile/${jordan.id}`,
    );
  });

  it('passes to the next person and wraps around after the last', async () => {
    api();
    renderDiscover();
    await screen.findByRole('article');
    const names: (string | null)[] = [];
    for (let n = 0; n < 4; n++) {
      names.push(topCard().getAttribute('aria-label'));
      await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    }
    expect(names).toEqual(['Jordan Reyes, 29', 'Sam Okafor, 34', 'Alex Kim, 26', 'Jordan Reyes, 29']);
  });

  it('checks the like limit first: when it fails, the limit toast shows, nothing is added, Upgrade goes to /pricing', async () => {
    const { calls } = api({
      check: () =>
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
    renderDiscover();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText('Daily Limit Reached')).toBeTruthy();
    expect(screen.getByText('Upgrade to Premium for more daily likes!')).toBeTruthy();
    expect(calls).not.toContain('POST /api/wishlist');
    expect(topCard().getAttribute('aria-label')).toBe('Jordan Reyes, 29');

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: '/pricing' })).toBeTruthy();
  });

  it('adds after the check: the toast, the count moves, the next person comes up', async () => {
    const { calls } = api();
    renderDiscover();
    await screen.findByText('Daily likes: 3 / 10');
    await screen.findByRole('article'); // the deck starts once the own profile is known
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText('Added to Wishlist! ❤️')).toBeTruthy();
    expect(await screen.findByText('Daily likes: 4 / 10')).toBeTruthy();
    expect(topCard().getAttribute('aria-label')).toBe('Sam Okafor, 34');
    const check = calls.indexOf(`POST /api/check-like-limit/${maya.id}`);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('POST /api/wishlist')).toBeGreaterThan(check);
  });

  it('disables the add while an add is pending; Pass stays usable', async () => {
    let answer: (response: Response) => void = () => undefined;
    api({ add: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderDiscover();
    await screen.findByRole('article');
    const add = screen.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(add);

    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Pass' }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => answer(json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500)));
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    // Spec §8: a failed add after the limit check shows nothing, and the person stays.
    expect(screen.queryByText('Added to Wishlist! ❤️')).toBeNull();
    expect(topCard().getAttribute('aria-label')).toBe('Jordan Reyes, 29');
  });

  it('adds with the right arrow key and passes with the left one', async () => {
    api();
    renderDiscover();
    await screen.findByRole('article');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(topCard().getAttribute('aria-label')).toBe('Sam Okafor, 34');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByText('Added to Wishlist! ❤️')).toBeTruthy();
    await waitFor(() => expect(topCard().getAttribute('aria-label')).toBe('Alex Kim, 26'));
  });

  it('offers a list view: the same people, their profile links, and Pass, Super like and Add naming each', async () => {
    const { calls } = api();
    renderDiscover();
    await screen.findByRole('article');
    const toggle = screen.getByRole('button', { name: 'List view' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
    const list = screen.getByRole('list', { name: 'Suggested people' });
    const listed = () =>
      within(list)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(listed()).toEqual(['Jordan Reyes, 29', 'Sam Okafor, 34', 'Alex Kim, 26']);
    expect(within(list).getByRole('link', { name: 'Sam Okafor, 34' }).getAttribute('href')).toBe(`/profile/${sam.id}`);

    // Anyone in the list, not only the first.
    await userEvent.click(within(list).getByRole('button', { name: 'Add Sam Okafor to wishlist' }));
    expect(await screen.findByText('Added to Wishlist! ❤️')).toBeTruthy();
    await waitFor(() => expect(listed()).toEqual(['Jordan Reyes, 29', 'Alex Kim, 26']));
    expect(calls).toContain('POST /api/wishlist');

    await userEvent.click(within(list).getByRole('button', { name: 'Pass on Jordan Reyes' }));
    expect(listed()).toEqual(['Alex Kim, 26']);
    expect(document.getElementById('announcements-polite')?.textContent).toBe('You passed on Jordan Reyes.');

    await userEvent.click(toggle);
    expect(topCard().getAttribute('aria-label')).toBe('Alex Kim, 26');
  });

  it('celebrates a match', async () => {
    api({
      add: () =>
        json(
          {
            entry: { id: crypto.randomUUID(), profile: people[0], createdAt: new Date().toISOString() },
            matched: true,
          },
          201,
        ),
    });
    setSessionUser(maya); // the match moment shows the signed-in user's face
    renderDiscover();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog.textContent).toContain('You and Jordan Reyes added each other to your wishlists.'); // the name in <bdi>
    expect(within(dialog).getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe(
      `/matches/${jordan.id}`,
    );
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Maya Lopez', 'Jordan Reyes']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    setSessionUser(null);
  });

  it('names the plans with super likes from the plans answer: Gold, then Premium and Gold once Premium has them too', async () => {
    const withPremium = plans.map((plan) =>
      plan.id === 'premium' ? { ...plan, limits: { ...plan.limits, superLikesPerDay: 1 } } : plan,
    );
    for (const [answer, names, cheapest] of [
      [plans, 'Gold', 'Gold'],
      [withPremium, 'Premium and Gold', 'Premium'],
    ] as const) {
      fakeApi({
        'GET /api/profiles': () => json({ profiles: people, nextCursor: null }),
        'GET /api/profile': () => json(ownProfile),
        [`GET /api/user/${maya.id}/subscription`]: () => json(subscriptions.free),
        'GET /api/entitlements': () => json(entitlements.free),
        'GET /api/subscription-plans': () => json(answer),
      });
      renderDiscover();
      await userEvent.click(await screen.findByRole('button', { name: `Super like (${names})` }));
      const dialog = await screen.findByRole('dialog', { name: `Super likes come with ${names}` });
      expect(
        within(dialog)
          .getByRole('link', { name: `Upgrade to ${cheapest}` })
          .getAttribute('href'),
      ).toBe('/pricing');
      cleanup();
    }
  });
});
