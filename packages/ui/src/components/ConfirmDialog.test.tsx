// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

const props = {
  open: true,
  title: 'Delete this photo?',
  text: 'It is deleted for good.',
  confirm: 'Delete',
};

describe('ConfirmDialog', () => {
  it('does the step only on its button; Cancel closes it and does nothing', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...props} pending={false} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(dialog.textContent).toContain('It is deleted for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows what it is about, and says the step is under way without a second tap', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog {...props} pending onConfirm={onConfirm} onOpenChange={() => undefined}>
        <img src="/photo.webp" alt="The photo" />
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('img', { name: 'The photo' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Delete...' });
    expect(button).toHaveProperty('disabled', true);
  });
});
