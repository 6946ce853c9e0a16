// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, refusal, renderWithApi } from '../../../testing/render-with-api.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('form', { name: 'Change password' });
const field = (name: string) => within(form()).getByLabelText(name, { exact: true });

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  if (current) await user.type(field('Current Password'), current);
  if (next) await user.type(field('New Password'), next);
  if (repeat) await user.type(field('Repeat New Password'), repeat);
  await user.click(within(form()).getByRole('button', { name: 'Change Password' }));
}

describe('Change password', () => {
  it('checks the fields before calling: current password, 8 characters, the repeat', async () => {
    const { bodies } = renderWithApi(<ChangePasswordSection username="maya" />, {});
    expect(field('New Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form()).getByText('At least 8 characters; not a common password or your username.')).toBeTruthy();
    await fill('', 'kq7#vd2', 'kq7#vd2x');
    expect(within(form()).getByText('Enter your current password.')).toBeTruthy();
    expect(within(form()).getByText('Use at least 8 characters.')).toBeTruthy();
    expect(within(form()).getByText('The passwords do not match.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends both passwords, says so and empties the form', async () => {
    const { bodies } = renderWithApi(<ChangePasswordSection username="maya" />, {
      'POST /api/account/password': () => json(null, 204),
    });
    await fill('violet-kettle-93', 'amber-lantern-58');
    expect(await screen.findByText('Password changed!')).toBeTruthy();
    expect(bodies).toEqual([
      {
        call: 'POST /api/account/password',
        body: { currentPassword: 'violet-kettle-93', newPassword: 'amber-lantern-58' },
      },
    ]);
    expect((field('Current Password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under its field', async () => {
    renderWithApi(<ChangePasswordSection username="maya" />, {
      'POST /api/account/password': () =>
        refusal(403, 'Forbidden', 'That is not your current password.', 'WRONG_PASSWORD'),
    });
    await fill('not-my-password', 'amber-lantern-58');
    expect(await within(form()).findByText('That is not your current password.')).toBeTruthy();
    expect(field('Current Password').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal of a common new password under the new password", async () => {
    renderWithApi(<ChangePasswordSection username="maya" />, {
      'POST /api/account/password': () =>
        refusal(
          400,
          'Bad Request',
          'This password is one of the most common and easy to guess. Please choose another.',
          'WEAK_PASSWORD',
        ),
    });
    await fill('violet-kettle-93', 'password123');
    expect(
      await within(form()).findByText(
        'This password is one of the most common and easy to guess. Please choose another.',
      ),
    ).toBeTruthy();
    expect(field('New Password').getAttribute('aria-invalid')).toBe('true');
  });
});
