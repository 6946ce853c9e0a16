// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { jordan, maya, plans, receivedLikes } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { LikesYouScreen } from './LikesYouScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLikes = () => renderScreen('/likes', <LikesYouScreen user={maya} />);

describe('Likes you', () => {
  it('without the feature shows the count, blurred placeholders drawn here and the upgrade to /pricing', async () => {
    fakeApi({
      'GET /api/likes/received': () => json({ count: 4, locked: true, likes: [], nextCursor: null }),
      'GET /api/subscription-plans': () => json(plans),
    });
    renderLikes();
    expect(await screen.findByText('4 people like you')).toBeTruthy();
    expect(screen.getByTestId('blurred-likes').children).toHaveLength(4);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const prompt = screen.getByRole('group', { name: 'See who likes you' });
    expect(await within(prompt).findByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(within(prompt).getByText(/^Premium and Gold show everyone who added you/)).toBeTruthy();
  });

  it('without the feature says how many likes came with a comment, and nothing of the comments', async () => {
    fakeApi({
      'GET /api/likes/received': () => json({ count: 3, withComment: 1, locked: true, likes: [], nextCursor: null }),
      'GET /api/subscription-plans': () => json(plans),
    });
    renderLikes();
    expect(await screen.findByText('1 with a comment')).toBeTruthy();
    expect(screen.getByText('3 people like you')).toBeTruthy();
  });

  it('with the feature shows the comment under the person who wrote it, and the prompt it answers', async () => {
    const [first, ...others] = receivedLikes;
    const comment = { text: 'Same! Which market?', on: { prompt: 'perfect_sunday', answer: 'Farmers market.' } };
    fakeApi({
      'GET /api/likes/received': () =>
        json({ count: 3, withComment: 1, locked: false, likes: [{ ...first, comment }, ...others], nextCursor: null }),
      'GET /api/prompts': () => json({ prompts: [{ id: 'perfect_sunday', text: 'A perfect Sunday' }] }),
    });
    renderLikes();
    const list = await screen.findByRole('list', { name: 'People who like you' });
    const [jordanItem] = within(list).getAllByRole('listitem');
    expect(within(jordanItem as HTMLElement).getByText('“Same! Which market?”')).toBeTruthy();
    expect(await within(jordanItem as HTMLElement).findByText('On A perfect Sunday')).toBeTruthy();
    expect(screen.getAllByText(/^“/)).toHaveLength(1);
  });

  it('names the plans the plans answer sells the feature with: only Gold, then the upgrade is to Gold', async () => {
    const goldOnly = plans.map((plan) =>
      plan.id === 'gold' ? plan : { ...plan, flags: { ...plan.flags, seeWhoLikesYou: false } },
    );
    fakeApi({
      'GET /api/likes/received': () => json({ count: 4, locked: true, likes: [], nextCursor: null }),
      'GET /api/subscription-plans': () => json(goldOnly),
    });
    renderLikes();
    const prompt = await screen.findByRole('group', { name: 'See who likes you' });
    expect(await within(prompt).findByText(/^Gold shows everyone who added you/)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Gold' }).getAttribute('href')).toBe('/pricing');
  });

  it('lists the people newest first with a star for a super like; liking back makes a match and they leave the list', async () => {
    let likes = receivedLikes;
    const bodies: unknown[] = [];
    fakeApi({
      'GET /api/likes/received': () => json({ count: likes.length, locked: false, likes, nextCursor: null }),
      'POST /api/wishlist': async (request) => {
        bodies.push(await request.json());
        likes = likes.filter((like) => like.profile.id !== jordan.id);
        return json(
          { entry: { id: crypto.randomUUID(), profile: jordan, createdAt: '2026-11-24T10:00:00Z' }, matched: true },
          201,
        );
      },
    });
    renderLikes();
    expect(await screen.findByText('3 people like you')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Jordan Reyes, 29',
      'Sam Okafor, 34',
      'Alex Kim, 26',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Super like')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Super like')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Like Jordan Reyes back' }));
    expect(bodies).toEqual([{ userId: maya.id, profileId: jordan.id }]);
    const moment = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(moment).getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe(
      `/matches/${jordan.id}`,
    );
    await userEvent.click(within(moment).getByRole('button', { name: 'Keep swiping' }));
    expect(await screen.findByText('2 people like you')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Jordan Reyes, 29' })).toBeNull();
  });

  it('passes someone: their card and one of the count go at once, and the server is told', async () => {
    let likes = receivedLikes;
    const passes: unknown[] = [];
    fakeApi({
      'GET /api/likes/received': () => json({ count: likes.length, locked: false, likes, nextCursor: null }),
      'POST /api/passes': async (request) => {
        passes.push(await request.json());
        likes = likes.filter((like) => like.profile.id !== jordan.id);
        return new Response(null, { status: 204 });
      },
    });
    renderLikes();
    expect(await screen.findByText('3 people like you')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pass Jordan Reyes' }));
    expect(await screen.findByText('2 people like you')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Jordan Reyes, 29' })).toBeNull();
    expect(passes).toEqual([{ profileId: jordan.id }]);
  });

  it('says so when nobody new likes the user', async () => {
    fakeApi({ 'GET /api/likes/received': () => json({ count: 0, locked: false, likes: [], nextCursor: null }) });
    renderLikes();
    expect(await screen.findByText('No new likes yet')).toBeTruthy();
  });
});
