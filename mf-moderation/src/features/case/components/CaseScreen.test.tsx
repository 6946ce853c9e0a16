// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationCase, ModerationDesk } from '@wishlist/contract/client/types.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banEntry, jordanCase } from '../../../testing/fixtures.ts';
import { json, renderScreen } from '../../../testing/render-screen.tsx';
import { CaseScreen } from './CaseScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = `/api/moderation/reports/${jordanCase.profileId}`;

const moderatorDesk: ModerationDesk = { role: 'moderator', alerts: [], pending: [] };

function renderCase(
  take = () => json(banEntry, 201),
  { start = jordanCase, desk = moderatorDesk }: { start?: ModerationCase; desk?: ModerationDesk } = {},
) {
  let current: ModerationCase = start;
  return renderScreen(`/moderation/reports/${jordanCase.profileId}`, <CaseScreen profileId={jordanCase.profileId} />, {
    [`GET ${path}`]: () => json(current),
    'GET /api/moderation/desk': () => json(desk),
    'POST /api/moderation/actions': () => {
      const answer = take();
      if (answer.status === 201)
        current = { ...jordanCase, standing: 'banned', actions: [banEntry, ...jordanCase.actions] };
      return answer;
    },
  });
}

describe('a case', () => {
  it('shows each report with its reporter and the evidence it froze: the profile then and the chat', async () => {
    renderCase();
    const report = await screen.findByRole('article', { name: 'Report by Casey Lee' });
    expect(report.textContent).toContain('Harassment');
    expect(report.textContent).toContain('Credible');
    expect(report.textContent).toContain('Kept writing after I said no.');
    expect(report.textContent).toContain('1995-04-02');
    const chat = within(report).getByRole('list', { name: 'Messages between Casey Lee and Jordan Reyes' });
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toHaveLength(4);
    expect(chat.textContent).toContain('I know where you live.');
    expect(screen.getByRole('article', { name: 'Report by Noor Haddad' }).textContent).toContain('Not credible');
  });

  it('bans with a reason, after a confirm, and shows the ban', async () => {
    const { sent } = renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban: Jordan Reyes' });
    const submit = within(dialog).getByRole('button', { name: 'Ban' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Threatening messages to several people.');
    await userEvent.click(submit);
    expect(sent).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toContain('Ban Jordan Reyes for good?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, ban' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        call: 'POST /api/moderation/actions',
        body: { profileId: jordanCase.profileId, action: 'ban', reason: 'Threatening messages to several people.' },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'The person now' }).textContent).toContain('Banned'));
    expect(screen.getByRole('region', { name: 'Actions taken' }).textContent).toContain('Threatening messages');
  });

  it('confirms the automatic hold of a held person, with a reason', async () => {
    const { sent } = renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm hold: Jordan Reyes' });
    expect(dialog.textContent).toContain('until the reports are reviewed');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Threats in three reports.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hold' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      profileId: jordanCase.profileId,
      action: 'confirm-hold',
      reason: 'Threats in three reports.',
    });
  });

  it('offers no hold to confirm for a person who is not held', async () => {
    renderScreen(`/moderation/reports/${jordanCase.profileId}`, <CaseScreen profileId={jordanCase.profileId} />, {
      [`GET ${path}`]: () => json({ ...jordanCase, standing: 'active' }),
    });
    await screen.findByRole('button', { name: 'Dismiss' });
    expect(screen.queryByRole('button', { name: 'Confirm hold' })).toBeNull();
  });

  it('leaves only Dismiss for a person who deleted their account, and says so', async () => {
    renderCase(undefined, { start: { ...jordanCase, standing: 'deleted', photos: [], bio: null } });
    const disabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    await screen.findByRole('button', { name: 'Dismiss' });
    expect(disabled('Dismiss')).toBe(false);
    expect(screen.getByText('Account deleted')).toBeTruthy();
    for (const name of ['Warn', 'Remove bio', 'Correct birth date', 'Suspend', 'Ban'])
      expect(disabled(name)).toBe(true);
  });

  it('suspends for the days given', async () => {
    const { sent } = renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend: Jordan Reyes' });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Days' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Days' }), '3');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Spam links.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, suspend' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      profileId: jordanCase.profileId,
      action: 'suspend',
      reason: 'Spam links.',
      days: 3,
    });
  });

  it('says why the server refused (a moderator on a moderator), and keeps the dialog open', async () => {
    renderCase(() =>
      json(
        {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Only an admin can act on a moderator.',
          code: 'ACTION_ON_MODERATOR',
        },
        403,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Warn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn: Jordan Reyes' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Please keep messages respectful.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Only an admin can act on a moderator.');
  });

  it('shows a moderator no lift of a ban', async () => {
    renderCase(undefined, { start: { ...jordanCase, standing: 'banned' } });
    await screen.findByRole('button', { name: 'Dismiss' });
    expect(screen.queryByRole('button', { name: /^Lift/ })).toBeNull();
  });

  it('shows an admin the burst alert, and lets them lift a ban with a reason', async () => {
    const alert = {
      moderatorId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      moderatorName: 'Rex Moderator',
      count: 6,
      since: '2026-11-25T10:50:00Z',
      raisedAt: '2026-11-25T11:00:00Z',
    };
    const lifted = { ...banEntry, action: 'lift', reason: 'The account had been stolen.' };
    const { sent } = renderCase(() => json(lifted, 201), {
      start: { ...jordanCase, standing: 'banned' },
      desk: { role: 'admin', alerts: [alert], pending: [] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Rex Moderator banned or suspended 6 people in 10 minutes',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lift the ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift: Jordan Reyes' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'The account had been stolen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        call: 'POST /api/moderation/actions',
        body: { profileId: jordanCase.profileId, action: 'lift', reason: 'The account had been stolen.' },
      },
    ]);
  });
});
