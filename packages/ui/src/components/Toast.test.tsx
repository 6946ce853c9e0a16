// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAID_FOR_MS } from './announce.ts';
import { dismissToast, holdToasts, toast, Toaster, TOAST_DURATION_MS } from './Toast.tsx';

afterEach(cleanup);

// jsdom lacks pointer capture, which Radix's swipe-to-dismiss calls on pointer up.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('draw their region with the first toast, and keep it', () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull();
    act(() => toast({ title: 'Message sent!' }));
    act(() => dismissToast());
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeTruthy();
  });

  it('are held while a screen stands in for the whole app: the one shown closes, those raised behind it are dropped', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Added to Wishlist! ❤️' }));
    act(() => holdToasts(true));
    act(() => toast({ title: "Your like didn't go through" }));
    expect(screen.queryByText("Your like didn't go through")).toBeNull();
    expect(screen.queryByText('Added to Wishlist! ❤️')).toBeNull();
    act(() => holdToasts(false));
    act(() => toast({ title: 'Welcome back!' }));
    expect(screen.getByText('Welcome back!')).toBeTruthy();
  });

  it('show a title and a description', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Welcome back!', description: 'Successfully logged in.' }));
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Successfully logged in.')).toBeTruthy();
  });

  it('raised by a screen as the page first renders are not lost', () => {
    function Screen() {
      useEffect(() => toast({ title: 'Added to Wishlist! ❤️' }), []);
      return null;
    }
    render(
      <>
        <Screen />
        <Toaster />
      </>,
    );
    expect(screen.getByText('Added to Wishlist! ❤️')).toBeTruthy();
  });

  it('are shown one at a time: a new toast replaces the one on screen', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Verification code sent!' }));
    act(() => toast({ title: 'Login failed', description: 'Invalid username or password.', variant: 'destructive' }));
    expect(screen.queryByText('Verification code sent!')).toBeNull();
    expect(screen.getByText('Login failed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /^Notifications/ })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('close with their Dismiss button, or from code', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Message sent!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Message sent!')).toBeNull();

    act(() => toast({ title: 'Interest added!' }));
    act(() => dismissToast());
    expect(screen.queryByText('Interest added!')).toBeNull();
  });

  it('run their action, e.g. Upgrade on the daily limit toast', async () => {
    const upgrade = vi.fn();
    render(<Toaster />);
    act(() =>
      toast({
        title: 'Daily Limit Reached',
        description: 'Upgrade to Premium for more daily likes!',
        variant: 'destructive',
        action: { label: 'Upgrade', onClick: upgrade },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(upgrade).toHaveBeenCalledOnce();
  });

  it('close by themselves after 5 s (spec §4), not before', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Account created!', description: 'Welcome to Wishlist!' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.queryByText('Account created!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Account created!')).toBeNull();
  });
});

describe('a toast', () => {
  const said = (politeness: 'polite' | 'assertive') => document.getElementById(`announcements-${politeness}`);

  it("is said in the page's live regions, politely, or at once when something went wrong", () => {
    render(<Toaster />);
    act(() => toast({ title: 'Message sent!' }));
    expect(said('polite')?.getAttribute('aria-live')).toBe('polite');
    expect(said('polite')?.textContent).toBe('Notification: Message sent!');
    act(() => toast({ title: 'Login failed', description: 'Invalid username or password.', variant: 'destructive' }));
    expect(said('assertive')?.getAttribute('aria-live')).toBe('assertive');
    expect(said('assertive')?.textContent).toBe('Notification: Login failed Invalid username or password.');
  });

  it('said twice in a row is told twice, and leaves the region once read', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Interest added!' }));
    const first = said('polite')?.textContent;
    act(() => toast({ title: 'Interest added!' }));
    expect(said('polite')?.textContent).not.toBe(first);
    expect(said('polite')?.textContent?.trim()).toBe('Notification: Interest added!');
    act(() => vi.advanceTimersByTime(SAID_FOR_MS));
    expect(said('polite')?.textContent).toBe('');
  });
});
