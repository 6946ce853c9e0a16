// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

afterEach(cleanup);

describe('Switch', () => {
  it('is a switch named by its label that reports the flipped value', async () => {
    const change = vi.fn();
    render(<Switch label="Incognito" description="Only people you added see you." checked={false} onChange={change} />);
    const control = screen.getByRole('switch', { name: 'Incognito' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(control);
    expect(change).toHaveBeenCalledWith(true);
  });
});
