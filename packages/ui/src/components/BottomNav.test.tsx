// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav } from './BottomNav.tsx';
import { CompassIcon, HeartIcon, SparklesIcon, UserIcon } from './icons.tsx';

afterEach(cleanup);

function nav(path: string, wishlistCount: number) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav
        items={[
          { to: '/app', label: 'Discover', icon: <CompassIcon /> },
          { to: '/wishlist', label: 'Wishlist', icon: <HeartIcon />, badge: wishlistCount },
          { to: '/matches', label: 'Matches', icon: <SparklesIcon /> },
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
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Wishlist']);
  });

  it('shows the count badge only when above 0', () => {
    nav('/app', 3);
    expect(screen.getByLabelText('3 in Wishlist').textContent).toBe('3');
  });

  it('hides the badge at 0', () => {
    nav('/app', 0);
    expect(screen.queryByLabelText(/in Wishlist/)).toBeNull();
  });
});
