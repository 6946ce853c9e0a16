// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chip, ChipList } from './Chip.tsx';

afterEach(cleanup);

describe('Chip', () => {
  it('lists tags, each removable by a button named after it', async () => {
    const remove = vi.fn();
    render(
      <ChipList aria-label="Interests">
        <Chip label="Hiking" onRemove={remove} />
        <Chip label="Jazz" />
      </ChipList>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hiking', 'Jazz']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hiking' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Remove Jazz' })).toBeNull();
  });
});
