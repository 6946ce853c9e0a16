// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@wishlist/app-runtime/api-client';
import { Toaster } from '@wishlist/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeObjectStore } from '../../testing/fake-object-store.ts';
import type { UploadTarget } from './put-file.ts';
import { Uploader, type UploaderProps } from './Uploader.tsx';

/** As the photos section asks for: the types the server decodes. */
const photoRestrictions = {
  maxNumberOfFiles: 5,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
};

async function renderUploader(overrides: Partial<UploaderProps> = {}) {
  const props: UploaderProps = {
    restrictions: photoRestrictions,
    getTarget: vi.fn(() => Promise.reject(new Error('no store in this test'))),
    chooseLabel: 'Add Photo',
    uploadLabel: (count) => `Upload ${String(count)} Photos`,
    progressLabel: 'Uploading photos',
    onUploaded: vi.fn(() => Promise.resolve()),
    keptLabel: (chosen, kept) => `You chose ${String(chosen)} photos; only the first ${String(kept)} were kept.`,
    ...overrides,
  };
  render(
    <>
      <Uploader {...props} />
      <Toaster />
    </>,
  );
  await screen.findByRole('button', { name: 'Add Photo' });
  return props;
}

function choose(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** As POST /api/objects/upload answers: a URL signed for this file, and where it is read once stored. */
const signed = (name: string): UploadTarget => ({
  uploadURL: `https://store.example/users/u1/${name}?X-Amz-Signature=abc`,
  objectURL: `/media/users/u1/${name}`,
  headers: { 'If-None-Match': '*' },
});

/** A target per file, numbered in the order asked for. */
function signer() {
  let asked = 0;
  return vi.fn(() => Promise.resolve(signed(`object-${String((asked += 1))}.png`)));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Uploader', () => {
  it('has its button before the rest of its code has loaded: in the page the edge renders, offering the allowed types', () => {
    const html = renderToString(
      <Uploader
        restrictions={photoRestrictions}
        getTarget={vi.fn()}
        chooseLabel="Add Photo"
        uploadLabel={() => 'Upload'}
        progressLabel="Uploading photos"
        onUploaded={vi.fn()}
        keptLabel={() => ''}
      />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button')?.textContent).toBe('Add Photo');
    const input = page.querySelector('input[type="file"]');
    expect(input?.getAttribute('accept')).toBe('image/jpeg, image/png, image/webp, image/avif');
    expect(input?.hasAttribute('multiple')).toBe(true);
  });

  it('lists chosen files and does not start until asked', async () => {
    const props = await renderUploader();
    choose(png('beach.png', 2048), png('hike.png', 4096));

    expect(await screen.findByRole('button', { name: 'Upload 2 Photos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove beach.png (2 kB)' })).toBeTruthy();
    expect(props.getTarget).not.toHaveBeenCalled();
  });

  it('asks for an upload URL signed for each file when the upload starts', async () => {
    const props = await renderUploader();
    choose(png('beach.png', 2048));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 Photos' }));

    await waitFor(() => expect(props.getTarget).toHaveBeenCalledWith({ type: 'image/png', size: 2048 }));
    // The store could not be reached: nothing is put on the profile.
    expect(props.onUploaded).not.toHaveBeenCalled();
  });

  it('offers only the types the server decodes: an SVG is refused before anything is sent', async () => {
    const props = await renderUploader();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/jpeg, image/png, image/webp, image/avif',
    );
    choose(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You can only upload: image\/jpeg, image\/png, image\/webp, image\/avif/,
    );
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
    expect(props.getTarget).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses to sign (a quota), not a generic failure", async () => {
    const reason = 'You can upload at most 50 files a day. Please try again later.';
    const body = JSON.stringify({ statusCode: 429, error: 'Too Many Requests', code: 'UPLOAD_QUOTA', message: reason });
    await renderUploader({ getTarget: vi.fn(() => Promise.reject(new ApiError(429, 'Too Many Requests', body))) });
    choose(png('beach.png', 2048));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 Photos' }));

    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('refuses a file over the size limit, naming it', async () => {
    const props = await renderUploader();
    choose(png('huge.png', 10_485_761));

    expect((await screen.findByRole('alert')).textContent).toBe('huge.png exceeds maximum allowed size of 10 MB');
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
    expect(props.getTarget).not.toHaveBeenCalled();
  });

  it('takes at most the allowed number of files', async () => {
    await renderUploader();
    choose(...Array.from({ length: 5 }, (_, index) => png(`photo-${String(index)}.png`, 1024 + index)));
    expect(await screen.findByRole('button', { name: 'Upload 5 Photos' })).toBeTruthy();

    choose(png('one-more.png', 999));
    expect((await screen.findByRole('alert')).textContent).toBe('You can only upload 5 files');
    expect(screen.getByRole('button', { name: 'Upload 5 Photos' })).toBeTruthy();
  });

  it('keeps the first 5 of 6 files chosen at once, and says so', async () => {
    await renderUploader();
    choose(...Array.from({ length: 6 }, (_, index) => png(`photo-${String(index + 1)}.png`, 1024 + index)));

    expect(await screen.findByRole('button', { name: 'Upload 5 Photos' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You chose 6 photos; only the first 5 were kept.');
    expect(screen.getByRole('button', { name: /^Remove photo-5\.png/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove photo-6\.png/ })).toBeNull();
  });

  it('sends each file to its signed URL, puts the stored ones on the profile and empties the list', async () => {
    const puts = fakeObjectStore();
    const props = await renderUploader({ getTarget: signer() });
    choose(png('beach.png', 2048), png('hike.png', 4096));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 2 Photos' }));

    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith([
        { objectURL: '/media/users/u1/object-1.png', description: '' },
        { objectURL: '/media/users/u1/object-2.png', description: '' },
      ]),
    );
    expect(puts.map((put) => [put.url, put.body.name])).toEqual([
      [signed('object-1.png').uploadURL, 'beach.png'],
      [signed('object-2.png').uploadURL, 'hike.png'],
    ]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the progress while the files go, and says it aloud', async () => {
    fakeObjectStore();
    let sign = (_target: UploadTarget) => {};
    const getTarget = vi.fn(() => new Promise<UploadTarget>((resolve) => (sign = resolve)));
    await renderUploader({ getTarget });
    choose(png('beach.png', 2048));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 Photos' }));

    expect(screen.getByRole('progressbar', { name: 'Uploading photos' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('progressbar', { name: 'Uploading beach.png' })).toBeTruthy();
    expect(screen.getByText('Uploading photos: 0%').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Add Photo' }).hasAttribute('disabled')).toBe(true);
    sign(signed('object-1.png'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('keeps a file the store refused, says so, and sends it again with the next press', async () => {
    fakeObjectStore(403);
    const props = await renderUploader({ getTarget: signer() });
    choose(png('beach.png', 2048));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 Photos' }));

    expect(await screen.findByText('1 file could not be uploaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Chosen files' }).textContent).toContain('beach.png2 kB · not uploaded');
    expect(props.onUploaded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 Photos' }));
    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith([{ objectURL: '/media/users/u1/object-2.png', description: '' }]),
    );
  });

  it('asks what each photo shows when describable, and hands each description with its photo', async () => {
    fakeObjectStore();
    const props = await renderUploader({ getTarget: signer(), describable: true });
    choose(png('beach.png', 2048), png('hike.png', 4096));
    fireEvent.change(await screen.findByRole('textbox', { name: 'What does beach.png show? (optional)' }), {
      target: { value: '  Me on the beach at sunset ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));

    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith([
        { objectURL: '/media/users/u1/object-1.png', description: 'Me on the beach at sunset' },
        { objectURL: '/media/users/u1/object-2.png', description: '' },
      ]),
    );
  });

  it('asks for no description when not describable (a video)', async () => {
    await renderUploader();
    choose(png('beach.png', 2048));
    await screen.findByRole('button', { name: 'Upload 1 Photos' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
