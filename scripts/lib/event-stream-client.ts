/** One frame of a Server-Sent Events stream as read: its fields (a `: comment` frame has only `comment`). */
export interface StreamFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** Parses one frame (the lines between blank lines), as the EventSource specification reads them. */
function parseFrame(block: string): StreamFrame {
  const frame: StreamFrame = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'id' || field === 'event' || field === 'retry') frame[field] = value;
  }
  return frame;
}

/**
 * A client of `GET /api/events` for tests and the benchmark: opens the stream with fetch (bodies stream in Node),
 * collects its frames and hands them out in order with `next` (or to `onFrame` as each arrives). `close` aborts it.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  onFrame?: (frame: StreamFrame) => void,
) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: StreamFrame[] = [];
  const idle = () => {};
  let wake: () => void = idle;
  let ended = false;
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = parseFrame(buffer.slice(0, end));
          if (onFrame) onFrame(frame);
          else frames.push(frame);
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close(), or the server went away: `ended` says so.
    } finally {
      ended = true;
      wake();
    }
  })();

  return {
    response,
    /** Every frame read so far. */
    frames,
    get ended() {
      return ended;
    },
    /** The next frame (after those already taken) that `matches`, waiting at most `timeoutMs`. */
    async next(matches: (frame: StreamFrame) => boolean = () => true, timeoutMs = 5000): Promise<StreamFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const taken = frames.splice(0, frames.findIndex(matches) + 1).at(-1);
        if (taken) return taken;
        if (ended) throw new Error('the event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (read: ${JSON.stringify(frames)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = idle;
      }
    },
    /** The next event of `type`, its data parsed. */
    async nextEvent<T = unknown>(type: string, timeoutMs?: number): Promise<{ id: string; data: T }> {
      const frame = await this.next((f) => f.event === type, timeoutMs);
      return { id: frame.id ?? '', data: JSON.parse(frame.data ?? 'null') as T };
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type EventStreamClient = Awaited<ReturnType<typeof openEventStream>>;
