// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { maya, sam, wishlistEntries } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { WishlistScreen } from './WishlistScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWishlist = () => renderScreen('/wishlist', <WishlistScreen user={maya} />);

describe('Wishlist', () => {
  it('lists the people with their count, and removes one with a toast', async () => {
    let entries = wishlistEntries;
    fakeApi({
      [`GET /api/wishlist/${maya.id}`]: () => json({ wishlist: entries }),
      [`DELETE /api/wishlist/${maya.id}/${sam.id}`]: () => {
        entries = entries.filter((entry) => entry.profile.id !== sam.id);
        return new Response(null, { status: 204 });
      },
    });
    renderWishlist();
    expect(screen.getByText('Loading your wishlist...')).toBeTruthy();
    expect(await screen.findByText('3 people')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Sam Okafor' });
    expect(within(card).getByText('@sam.climbs')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(`/profile/${sam.id}`);

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Sam Okafor' }));
    expect(await screen.findByText('Removed from wishlist')).toBeTruthy();
    expect(await screen.findByText('2 people')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sam Okafor' })).toBeNull();
  });

  it('says when a removal fails', async () => {
    fakeApi({
      [`GET /api/wishlist/${maya.id}`]: () => json({ wishlist: wishlistEntries }),
      [`DELETE /api/wishlist/${maya.id}/${sam.id}`]: () =>
        json({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503),
    });
    renderWishlist();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Okafor' }));
    expect(await screen.findByText('Failed to remove')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('invites to discover when empty', async () => {
    fakeApi({ [`GET /api/wishlist/${maya.id}`]: () => json({ wishlist: [] }) });
    renderWishlist();
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByText('Start discovering amazing people and add them to your wishlist!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Discovering' }).getAttribute('href')).toBe('/app');
  });
});
