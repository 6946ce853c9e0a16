// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeObjectStore } from '../../testing/fake-object-store.ts';
import { PutError, putFile, worthRetrying } from './put-file.ts';

const target = {
  uploadURL: 'https://store.example/users/u1/a.png?X-Amz-Signature=abc',
  objectURL: '/media/users/u1/a.png',
  headers: { 'If-None-Match': '*' },
};
const png = new File([new Uint8Array(2048)], 'beach.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('putFile', () => {
  it('PUTs the file to its signed URL with the signed headers, telling the bytes sent', async () => {
    const puts = fakeObjectStore(200);
    const progress = vi.fn();
    await putFile(target, png, progress, new AbortController().signal);

    expect(puts).toEqual([{ url: target.uploadURL, headers: { 'If-None-Match': '*' }, body: png }]);
    expect(progress).toHaveBeenLastCalledWith(1024);
  });

  it('tries again after a dropped connection or the store’s own trouble', async () => {
    vi.useFakeTimers();
    const puts = fakeObjectStore(0, 503, 200);
    const done = putFile(target, png, vi.fn(), new AbortController().signal);
    await vi.runAllTimersAsync();
    await done;
    expect(puts).toHaveLength(3);
  });

  it('gives up at once when the store refuses the file, and after three more tries otherwise', async () => {
    vi.useFakeTimers();
    const refusedPuts = fakeObjectStore(403);
    const refused = expect(putFile(target, png, vi.fn(), new AbortController().signal)).rejects.toEqual(
      new PutError(403),
    );
    await vi.runAllTimersAsync();
    await refused;
    expect(refusedPuts).toHaveLength(1);

    const failingPuts = fakeObjectStore(500, 500, 500, 500);
    const failing = expect(putFile(target, png, vi.fn(), new AbortController().signal)).rejects.toEqual(
      new PutError(500),
    );
    await vi.runAllTimersAsync();
    await failing;
    expect(failingPuts).toHaveLength(4);
  });

  it('stops when told to', async () => {
    fakeObjectStore(200);
    const stop = new AbortController();
    const put = putFile(target, png, vi.fn(), stop.signal);
    stop.abort(new DOMException('Left the page', 'AbortError'));
    await expect(put).rejects.toThrow('Left the page');
  });
});

describe('worthRetrying', () => {
  it('retries what may pass later, not a refusal', () => {
    expect([0, 429, 500, 503].map(worthRetrying)).toEqual([true, true, true, true]);
    expect([400, 403, 412, 413].map(worthRetrying)).toEqual([false, false, false, false]);
  });
});
