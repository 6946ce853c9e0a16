// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton, IconLink } from './IconButton.tsx';
import { CloseIcon, HeartIcon } from './icons.tsx';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Pass" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can be disabled while an action is pending', () => {
    render(<IconButton label="Add to wishlist" icon={<HeartIcon />} disabled />);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveProperty('disabled', true);
  });
});

describe('IconLink', () => {
  it('is a named link to its route', () => {
    render(
      <MemoryRouter>
        <IconLink to="/wishlist" label="My Wishlist" icon={<HeartIcon />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'My Wishlist' }).getAttribute('href')).toBe('/wishlist');
  });
});
