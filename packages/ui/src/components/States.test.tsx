// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { EmptyState, LoadingState } from './States.tsx';

afterEach(cleanup);

describe('LoadingState', () => {
  it('announces its text as a status', () => {
    render(<LoadingState text="Finding amazing people..." />);
    expect(screen.getByRole('status').textContent).toBe('Finding amazing people...');
  });
});

describe('EmptyState', () => {
  it('shows its title, text and action', () => {
    render(
      <EmptyState
        title="Your wishlist is empty"
        text="Start discovering amazing people and add them to your wishlist!"
        action={<Button>Start Discovering</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByText('Start discovering amazing people and add them to your wishlist!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Discovering' })).toBeTruthy();
  });
});

describe('EmptyState as a whole screen', () => {
  it('titles the page with a level 1 heading', () => {
    render(<EmptyState headingLevel={1} title="Page Not Found" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
