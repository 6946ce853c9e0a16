// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function ResetPassword() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Forgot password</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Reset Password" description="Enter your username.">
        <input aria-label="Username" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog with its description, and focus moves into it', async () => {
    render(<ResetPassword />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    // Its code arrives on first use (lazy-modal.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Enter your username.').id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes with Escape and gives focus back to what opened it', async () => {
    render(<ResetPassword />);
    const opener = screen.getByRole('button', { name: 'Forgot password' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its Close button', async () => {
    render(<ResetPassword />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
