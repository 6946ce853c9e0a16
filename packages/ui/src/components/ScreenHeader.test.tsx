// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

afterEach(cleanup);

describe('ScreenHeader', () => {
  it('has the screen title as its heading, a named back link and the actions', () => {
    render(
      <MemoryRouter>
        <ScreenHeader
          title="My Wishlist"
          backTo="/app"
          backLabel="Back to Discover"
          actions={<Button size="sm">Edit</Button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Discover' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('has no back link without a destination', () => {
    render(
      <MemoryRouter>
        <ScreenHeader title="Discover" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
