// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

afterEach(cleanup);

const items = [
  { id: 'start', title: 'Getting Started', content: 'Sign up with a username, password and email.' },
  { id: 'plans', title: 'Subscriptions & Payments', content: 'Free members get 10 likes per day.' },
];

describe('Accordion', () => {
  it('starts closed and opens a section when its title is pressed', async () => {
    render(<Accordion items={items} />);
    const start = screen.getByRole('button', { name: 'Getting Started' });
    expect(start.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Sign up with a username, password and email.')).toBeNull();
    await userEvent.click(start);
    expect(start.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Sign up with a username, password and email.')).toBeTruthy();
  });

  it('keeps one section open at a time, and closes it on a second press', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Getting Started' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscriptions & Payments' }));
    expect(screen.queryByText('Sign up with a username, password and email.')).toBeNull();
    expect(screen.getByText('Free members get 10 likes per day.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscriptions & Payments' }));
    expect(screen.queryByText('Free members get 10 likes per day.')).toBeNull();
  });

  it('titles are headings, so a screen reader can jump between sections', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Getting Started',
      'Subscriptions & Payments',
    ]);
  });
});
