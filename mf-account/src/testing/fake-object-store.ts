import { vi } from 'vitest';

/** One PUT the page sent, as the object store saw it. */
export interface StoredPut {
  url: string;
  headers: Record<string, string>;
  body: File;
}

/**
 * An object store behind `XMLHttpRequest`, for unit tests (jsdom has no network): each PUT reports half its bytes
 * sent, then gets the next of `answers` (a status; 0 is a dropped connection), 200 once they run out.
 */
export function fakeObjectStore(...answers: number[]) {
  const puts: StoredPut[] = [];
  class FakeRequest {
    readonly upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    private put: StoredPut = { url: '', headers: {}, body: new File([], '') };
    open(_method: string, url: string) {
      this.put.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.put.headers[name] = value;
    }
    send(body: File) {
      this.put.body = body;
      puts.push(this.put);
      const answer = answers.shift() ?? 200;
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: body.size / 2 });
        if (answer === 0) return this.onerror?.();
        this.status = answer;
        this.onload?.();
      });
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return puts;
}
