// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, refusal, renderWithApi } from '../../../testing/render-with-api.tsx';
import { AccountSection } from './AccountSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exported = {
  exportedAt: '2026-11-26T10:00:00Z',
  account: {
    id: 'b3f1c2d4-0000-4000-8000-000000000001',
    username: 'maya',
    email: 'maya@example.com',
    createdAt: '2026-01-01T00:00:00Z',
  },
  identity: {},
  matching: {},
  billing: {},
};
const wrongPassword = () => refusal(403, 'Forbidden', 'That is not your current password.', 'WRONG_PASSWORD');

describe('Download my data', () => {
  it('asks for the password, shows a wrong one in the dialog, and downloads with the right one', async () => {
    // jsdom has no object URLs; the file is saved through one.
    const saved = vi.fn(() => 'blob:data');
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { bodies } = renderWithApi(<AccountSection username="maya" />, {
      'POST /api/account/export': async (request) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'violet-kettle-93' ? json(exported) : wrongPassword();
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByText('Enter your password.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('That is not your current password.')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'violet-kettle-93');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download your data' })).toBeNull());
    expect(bodies.map(({ body }) => body)).toEqual([{ password: 'not-my-password' }, { password: 'violet-kettle-93' }]);
  });
});

describe('Delete my account', () => {
  it('needs the username and the password; a wrong password shows in the dialog and deletes nothing', async () => {
    const { bodies } = renderWithApi(<AccountSection username="maya" />, { 'DELETE /api/account': wrongPassword });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'maya');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(await within(dialog).findByText('That is not your current password.')).toBeTruthy();
    expect(bodies).toEqual([{ call: 'DELETE /api/account', body: { username: 'maya', password: 'not-my-password' } }]);
    expect(screen.queryByRole('heading', { name: 'Landing' })).toBeNull();
  });

  it('with the right password deletes the account and goes to the landing page', async () => {
    renderWithApi(<AccountSection username="maya" />, { 'DELETE /api/account': () => json(null, 204) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'Maya');
    await user.type(within(dialog).getByLabelText('Password'), 'violet-kettle-93');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
    expect(await screen.findByText('Account deleted')).toBeTruthy();
  });
});
