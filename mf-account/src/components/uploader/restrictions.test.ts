import { describe, expect, it } from 'vitest';
import { refusalOf, sortChoice } from './restrictions.ts';

const photos = {
  maxNumberOfFiles: 5,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
};
const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const pngs = (count: number, from = 1) =>
  Array.from({ length: count }, (_, n) => file(`photo-${String(n + from)}.png`, 'image/png'));

describe('refusalOf', () => {
  it('takes an allowed type within the size limit', () => {
    expect(refusalOf(file('beach.jpg', 'image/jpeg', 10_485_760), photos)).toBeNull();
  });

  it('names the types it takes when the type is another', () => {
    expect(refusalOf(file('logo.svg', 'image/svg+xml'), photos)).toBe(
      'You can only upload: image/jpeg, image/png, image/webp, image/avif',
    );
    expect(refusalOf(file('notes', ''), photos)).toMatch(/^You can only upload/);
  });

  it('reads the bare type of a type with parameters', () => {
    expect(refusalOf(file('beach.png', 'image/png; charset=binary'), photos)).toBeNull();
  });

  it('names the file and the limit when it is too big', () => {
    expect(refusalOf(file('huge.png', 'image/png', 10_485_761), photos)).toBe(
      'huge.png exceeds maximum allowed size of 10 MB',
    );
  });
});

describe('sortChoice', () => {
  it('takes what fits and refuses the rest with their reasons', () => {
    const sorted = sortChoice([...pngs(2), file('logo.svg', 'image/svg+xml')], [], photos);
    expect(sorted.taken.map((taken) => taken.name)).toEqual(['photo-1.png', 'photo-2.png']);
    expect(sorted.refusals).toEqual(['You can only upload: image/jpeg, image/png, image/webp, image/avif']);
    expect(sorted.trimmed).toBeNull();
  });

  it('keeps the first ones that fit of too many, and says how many were chosen', () => {
    const listed = pngs(2);
    const sorted = sortChoice(pngs(4, 3), listed, photos);
    expect(sorted.taken.map((taken) => taken.name)).toEqual(['photo-3.png', 'photo-4.png', 'photo-5.png']);
    expect(sorted.trimmed).toEqual({ chosen: 4, kept: 3 });
    expect(sorted.refusals).toEqual([]);
  });

  it('refuses the whole choice when the list is full', () => {
    expect(sortChoice(pngs(1, 6), pngs(5), photos)).toEqual({
      taken: [],
      refusals: ['You can only upload 5 files'],
      trimmed: null,
    });
    const video = { maxNumberOfFiles: 1, allowedFileTypes: ['video/mp4'] };
    expect(sortChoice([file('b.mp4', 'video/mp4')], [file('a.mp4', 'video/mp4')], video).refusals).toEqual([
      'You can only upload 1 file',
    ]);
  });

  it('refuses a file already listed, or chosen twice at once', () => {
    const [beach] = pngs(1);
    if (!beach) throw new Error('no file');
    expect(sortChoice([beach], [beach], photos).refusals).toEqual([
      "Cannot add the duplicate file 'photo-1.png', it already exists",
    ]);
    expect(sortChoice([beach, beach], [], photos)).toMatchObject({ taken: [beach], refusals: [expect.any(String)] });
  });
});
