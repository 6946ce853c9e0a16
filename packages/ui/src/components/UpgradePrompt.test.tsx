// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpgradeDialog, UpgradePrompt } from './UpgradePrompt.tsx';

afterEach(cleanup);

describe('UpgradePrompt', () => {
  it('names the locked feature and links to the pricing page', () => {
    render(<UpgradePrompt title="Advanced filters" text="Premium filters by age and distance." plan="Premium" />, {
      wrapper: MemoryRouter,
    });
    const prompt = screen.getByRole('group', { name: 'Advanced filters' });
    expect(prompt.textContent).toContain('Premium filters by age and distance.');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
  });

  it('opens as a dialog while it has a title and closes through onClose', async () => {
    const close = vi.fn();
    const { rerender } = render(<UpgradeDialog title={null} text="Gold only." plan="Gold" onClose={close} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<UpgradeDialog title="Incognito" text="Gold only." plan="Gold" onClose={close} />);
    expect(await screen.findByRole('dialog', { name: 'Incognito' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
  });
});
