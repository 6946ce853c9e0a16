import { describe, expect, it } from 'vitest';
import { walPosition } from '../src/replica.ts';

describe('walPosition', () => {
  it('orders WAL positions as PostgreSQL does, across the 4 GB boundary where their text does not', () => {
    const positions = ['0/FFFFFFFF', '1/0', '1/A', '10/0', 'A/0'].map(walPosition);
    expect(positions).toEqual([0xffffffffn, 1n << 32n, (1n << 32n) + 10n, 16n << 32n, 10n << 32n]);
  });

  it('takes no forged or missing cookie for a position', () => {
    expect([undefined, '', '0/0/0', 'x/1', '123456789/0'].map(walPosition)).toEqual([null, null, null, null, null]);
  });
});
