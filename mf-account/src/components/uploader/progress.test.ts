import { describe, expect, it } from 'vitest';
import { percentSent, progressAnnouncement } from './progress.ts';

describe('percentSent', () => {
  it('counts bytes, so a big file weighs more than a small one', () => {
    expect(
      percentSent([
        { sent: 900, size: 1000 },
        { sent: 0, size: 9000 },
      ]),
    ).toBe(9);
  });

  it('is whole and never over 100', () => {
    expect(percentSent([{ sent: 2, size: 3 }])).toBe(66);
    expect(percentSent([{ sent: 1200, size: 1000 }])).toBe(100);
  });

  it('counts nothing to send as done', () => {
    expect(percentSent([])).toBe(100);
    expect(percentSent([{ sent: 0, size: 0 }])).toBe(100);
  });
});

describe('progressAnnouncement', () => {
  it('changes once a quarter, so a screen reader is not told every byte', () => {
    expect(progressAnnouncement('Uploading photos', 0)).toBe('Uploading photos: 0%');
    expect(progressAnnouncement('Uploading photos', 49)).toBe('Uploading photos: 25%');
    expect(progressAnnouncement('Uploading photos', 100)).toBe('Uploading photos: 100%');
  });
});
