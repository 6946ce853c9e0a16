// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_URL, type ServerEvent, openEventStream, useServerEvents } from './event-stream.ts';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  readonly init: EventSourceInit | undefined;
  constructor(url: string, init?: EventSourceInit) {
    super();
    this.url = url;
    this.init = init;
    FakeEventSource.made.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function heard() {
  const events: ServerEvent[] = [];
  renderHook(() => useServerEvents((event) => events.push(event)));
  return events;
}

describe('the event stream', () => {
  it("opens one stream with the credentials and tells every listener each event, in the contract's shapes", () => {
    const events = heard();
    const close = openEventStream();
    const [source] = FakeEventSource.made;
    expect([source?.url, source?.init]).toEqual([EVENTS_URL, { withCredentials: true }]);
    source?.open();
    source?.send('conversation-closed', '{"profileId":"p-1"}');
    source?.send('message', 'not json');
    expect(events).toEqual([{ type: 'conversation-closed', data: { profileId: 'p-1' } }]);
    close();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('tries again when the browser gave up, waiting longer each time, and asks for a resync once connected', () => {
    const events = heard();
    const close = openEventStream();
    FakeEventSource.made[0]?.open();
    FakeEventSource.made[0]?.fail();
    vi.advanceTimersByTime(2_999);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]?.fail();
    vi.advanceTimersByTime(5_999);
    expect(FakeEventSource.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeEventSource.made[2]?.open();
    expect(events).toEqual([{ type: 'resync' }]);
    close();
  });

  it('stays quiet when the stream never connects (a mock API without one)', () => {
    const events = heard();
    const close = openEventStream();
    for (let attempt = 0; attempt < 5; attempt++) {
      FakeEventSource.made.at(-1)?.fail();
      vi.advanceTimersByTime(60_000);
    }
    expect(events).toEqual([]);
    close();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.made).toHaveLength(6);
  });
});
