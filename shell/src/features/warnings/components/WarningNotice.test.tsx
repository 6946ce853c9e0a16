// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { client } from '@wishlist/contract/client/client.gen.ts';
import type { Warning } from '@wishlist/contract/client/types.gen.ts';
import { configureApiClient } from '@wishlist/app-runtime/api-client';
import { createQueryClient } from '@wishlist/app-runtime/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarningNotice } from './WarningNotice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const warnings: Warning[] = [
  {
    id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
    reason: 'Please keep messages respectful.',
    createdAt: '2026-11-25T10:00:00Z',
  },
  {
    id: '6e7f8091-ab2c-4d3e-9f40-5b6c7d8e9f0a',
    reason: 'No links to other sites, please.',
    createdAt: '2026-11-25T11:00:00Z',
  },
];

/** The API: the warnings not acknowledged yet, and acknowledging one. */
function api() {
  const unread = [...warnings];
  const acknowledged: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/api/warnings')
        return new Response(JSON.stringify({ warnings: unread }), { headers: { 'content-type': 'application/json' } });
      const id = /^\/api\/warnings\/([^/]+)\/acknowledge$/.exec(pathname)?.[1];
      if (request.method === 'POST' && id) {
        acknowledged.push(id);
        unread.splice(
          unread.findIndex((warning) => warning.id === id),
          1,
        );
        return new Response(null, { status: 204 });
      }
      return new Response(null, { status: 501 });
    }),
  );
  return { acknowledged };
}

function renderNotice() {
  configureApiClient();
  client.setConfig({ baseUrl: 'http://localhost' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WarningNotice />
    </QueryClientProvider>,
  );
}

describe("a moderator's warning", () => {
  it('shows each unacknowledged warning in turn until "I understand" acknowledges it', async () => {
    const { acknowledged } = api();
    renderNotice();

    const dialog = await screen.findByRole('dialog', { name: 'A message from our moderators' });
    expect(dialog.textContent).toContain('Please keep messages respectful.');
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));

    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('No links to other sites, please.'));
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(acknowledged).toEqual(warnings.map(({ id }) => id));
  });

  it('closed without acknowledging, stays away for this visit and is not acknowledged', async () => {
    const { acknowledged } = api();
    renderNotice();
    await screen.findByText('Please keep messages respectful.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('No links to other sites, please.'));
    expect(acknowledged).toEqual([]);
  });
});
