// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionUser } from './session.ts';
import { StandalonePage } from './standalone.tsx';
import { maya } from '@wishlist/testing/fixtures';

const routes = [{ path: 'pricing', element: <h1>Pricing</h1> }];
const links = [
  { to: '/pricing', title: 'screen.title.pricing' },
  { to: '/subscription', title: 'screen.title.subscription' },
] as const;

function open(path: string) {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('StandalonePage', () => {
  it("shows the remote's screen below its base path, with the bar's links and the guest's Sign in", async () => {
    open('/mf/billing/pricing');
    render(<StandalonePage basePath="/mf/billing/" routes={routes} links={links} elsewhere={<p>Not here.</p>} />);
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: 'Standalone tools' });
    expect(bar.querySelector('a[href="/mf/billing/subscription"]')?.textContent).toBe('Subscription');
    expect(screen.getByText('guest')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('names the signed-in user and offers Sign out', async () => {
    setSessionUser(maya);
    open('/mf/billing/pricing');
    render(<StandalonePage basePath="/mf/billing/" routes={routes} links={links} elsewhere={<p>Not here.</p>} />);
    expect(await screen.findByText('as maya')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the note for any other path, and no bar without links', async () => {
    open('/mf/billing/profile');
    render(<StandalonePage basePath="/mf/billing/" routes={routes} elsewhere="standalone.elsewhere.shell" />);
    expect(
      await screen.findByText(
        'This screen belongs to the shell: open the whole app with `npm run dev:mock` to see it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
