import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('shows small files in kilobytes', () => {
    expect(formatFileSize(245_760)).toBe('240 kB');
    expect(formatFileSize(12)).toBe('1 kB');
  });

  it('shows large files in megabytes', () => {
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(10_485_761 + 524_288)).toBe('10.5 MB');
  });
});
