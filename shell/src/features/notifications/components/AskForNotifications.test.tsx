// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devicePushQueryKey } from '@wishlist/shared-data/push';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { AskForNotifications } from './AskForNotifications.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The prompt, on a device where notifications are off (the state the browser would tell). */
function renderPrompt() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(devicePushQueryKey, 'off');
  render(
    <QueryClientProvider client={queryClient}>
      <AskForNotifications />
    </QueryClientProvider>,
  );
}

/** An event of the stream, as @wishlist/app-runtime/event-stream re-announces it on the window. */
const hear = (type: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent('wishlist:server-event', { detail: { type, data: {} } }));
  });

const prompt = () => screen.queryByRole('dialog', { name: 'Get notified when someone writes to you' });
const findPrompt = () => screen.findByRole('dialog', { name: 'Get notified when someone writes to you' });

describe('asking for notifications', () => {
  it('never at load, and not for a read mark: after a message', async () => {
    renderPrompt();
    expect(prompt()).toBeNull();
    hear('read');
    expect(prompt()).toBeNull();
    hear('message');
    expect(await findPrompt()).not.toBeNull();
  });

  it('after a match once its moment is closed, never over it', async () => {
    renderPrompt();
    hear('match');
    expect(prompt()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('wishlist:match-moment-closed')); // as the shell's match moment announces it
    });
    expect(await findPrompt()).not.toBeNull();
  });

  it('once per device: Not now is remembered', async () => {
    renderPrompt();
    hear('message');
    await findPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    cleanup();
    renderPrompt();
    hear('message');
    // The ask would be loaded by now: it stays away.
    await act(async () => {
      await import('./NotificationsAsk.tsx');
    });
    expect(prompt()).toBeNull();
  });
});
