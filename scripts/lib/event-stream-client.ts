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

/** What the reader and `next` share: the frames read and not yet taken, whether the stream ended, who waits. */
interface Inbox {
  frames: StreamFrame[];
  ended: boolean;
  /** Called when frames arrive or the stream ends: wakes a waiting `next`. */
  wake: () => void;
}

const idle = () => {};

/** Reads the stream's frames into the inbox (or hands each to `onFrame`) until it ends or is aborted. */
async function readFrames(response: Response, inbox: Inbox, onFrame?: (frame: StreamFrame) => void) {
  if (!response.ok || !response.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = parseFrame(buffer.slice(0, end));
        if (onFrame) onFrame(frame);
        else inbox.frames.push(frame);
        buffer = buffer.slice(end + 2);
      }
      inbox.wake();
    }
  } catch {
    // Aborted by close(), or the server went away: `ended` says so.
  } finally {
    inbox.ended = true;
    inbox.wake();
  }
}

/** The next frame (after those already taken) that `matches`, waiting at most `timeoutMs`. */
async function nextFrame(inbox: Inbox, matches: (frame: StreamFrame) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const taken = inbox.frames.splice(0, inbox.frames.findIndex(matches) + 1).at(-1);
    if (taken) return taken;
    if (inbox.ended) throw new Error('the event stream ended');
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms (read: ${JSON.stringify(inbox.frames)})`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      inbox.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    inbox.wake = idle;
  }
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
  const inbox: Inbox = { frames: [], ended: false, wake: idle };
  const reading = readFrames(response, inbox, onFrame);
  return {
    response,
    /** Every frame read so far. */
    frames: inbox.frames,
    get ended() {
      return inbox.ended;
    },
    /** The next frame (after those already taken) that `matches`, waiting at most `timeoutMs`. */
    next(matches: (frame: StreamFrame) => boolean = () => true, timeoutMs = 5000): Promise<StreamFrame> {
      return nextFrame(inbox, matches, timeoutMs);
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
