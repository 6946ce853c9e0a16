// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav } from './BottomNav.tsx';
import { CompassIcon, HeartIcon, SparklesIcon, UserIcon } from './icons.tsx';

afterEach(cleanup);

function nav(path: string, wishlistCount: number, unread = 0) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav
        items={[
          { to: '/app', label: 'Discover', icon: <CompassIcon /> },
          { to: '/wishlist', label: 'Wishlist', icon: <HeartIcon />, badge: wishlistCount },
          {
            to: '/matches',
            label: 'Matches',
            icon: <SparklesIcon />,
            badge: unread,
            badgeLabel: (count) => `${String(count)} unread messages`,
          },
          { to: '/profile', label: 'Profile', icon: <UserIcon /> },
        ]}
      />
    </MemoryRouter>,
  );
}

describe('BottomNav', () => {
  it('links every tab and marks the current one', () => {
    nav('/wishlist', 0);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Discover', '/app'],
      ['Wishlist', '/wishlist'],
      ['Matches', '/matches'],
      ['Profile', '/profile'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Wishlist']);
  });

  it('shows the count badge only when above 0', () => {
    nav('/app', 3);
    expect(screen.getByLabelText('3 in Wishlist').textContent).toBe('3');
  });

  it('names a badge in its own words, as part of the link', () => {
    nav('/app', 0, 4);
    expect(screen.getByRole('link', { name: /^4 unread messages\s*Matches$/ }).getAttribute('href')).toBe('/matches');
  });

  it('hides the badge at 0', () => {
    nav('/app', 0);
    expect(screen.queryByLabelText(/in Wishlist/)).toBeNull();
  });
});
