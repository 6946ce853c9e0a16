/** Where one file goes: a presigned URL to PUT it to, and the URL it can be read from once there. */
export interface UploadTarget {
  uploadURL: string;
  objectURL: string;
  /** Headers the URL was signed with, when the server asks for them. */
  headers?: Record<string, string>;
}

export type GetUploadTarget = (file: { type: string; size: number }) => Promise<UploadTarget>;

/** The object store refused the file, or could not be reached. */
export class PutError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(status === 0 ? 'The object store could not be reached' : `The object store answered ${String(status)}`);
    this.status = status;
  }
}

/** Tried again after these waits: a dropped connection, a store briefly unavailable or busy. */
export const RETRY_DELAYS_MS = [300, 600, 1200];

/** Whether another try may succeed: no answer (0), the store's own trouble (5xx), or too many requests (429). */
export const worthRetrying = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * PUTs `file` to its presigned URL, with the headers it was signed for (the browser sends the file's own type as
 * `Content-Type`, which the URL is signed for too). `fetch` cannot report an upload's progress, XHR can: `onProgress`
 * gets the bytes sent so far. Tried again as `worthRetrying` says; `signal` stops it.
 */
export async function putFile(
  target: UploadTarget,
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    onProgress(0);
    const status = await putOnce(target, file, onProgress, signal);
    if (status >= 200 && status < 300) return;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined || !worthRetrying(status)) throw new PutError(status);
    await wait(delay, signal);
  }
}

/** One try: resolves with the answer's status (0 when there was none), rejects only when stopped. */
function putOnce(
  target: UploadTarget,
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.uploadURL);
    for (const [name, value] of Object.entries(target.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.ontimeout = () => resolve(0);
    xhr.onabort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
