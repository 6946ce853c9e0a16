// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports its progress as a whole percentage', () => {
    render(<ProgressBar value={42.4} label="Uploading photos" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading photos' }).getAttribute('aria-valuenow')).toBe('42');
  });

  it('keeps the value between 0 and 100', () => {
    const { rerender } = render(<ProgressBar value={130} label="Upload" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar value={-5} label="Upload" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
