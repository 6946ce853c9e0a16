// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { client } from '@wishlist/contract/client/client.gen.ts';
// Loaded ahead, as in a page whose screens have called the API: the stream's check of the session then waits on nothing.
import '@wishlist/contract/client/sdk.gen.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import { EVENTS_URL, type ServerEvent, openEventStream, useServerEvents } from './event-stream.ts';
import { type EndedSession, getSessionUser, setSessionUser, useSessionEnded } from './session.ts';
import { maya } from '@wishlist/testing/fixtures';

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
  vi.restoreAllMocks();
  localStorage.clear();
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
    // It asks for what happened since the page started (fake timers stand still: 0 ms ago).
    expect([source?.url, source?.init]).toEqual([`${EVENTS_URL}?pageAgeMs=0`, { withCredentials: true }]);
    source?.open();
    source?.send('conversation-closed', '{"profileId":"p-1"}');
    source?.send('message', 'not json');
    expect(events).toEqual([{ type: 'conversation-closed', data: { profileId: 'p-1' } }]);
    close();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('sends the reads an event sets off to the primary database for a moment (a replica may not have the change yet)', () => {
    document.cookie = 'wishlist.told=; Max-Age=0; Path=/'; // set by the tests before
    heard();
    const close = openEventStream();
    const [source] = FakeEventSource.made;
    source?.open();
    expect(document.cookie).not.toContain('wishlist.told=1');
    source?.send('likes-received', '{"count":1}');
    expect(document.cookie).toContain('wishlist.told=1');
    close();
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
    expect(FakeEventSource.made[1]?.url).toBe(EVENTS_URL); // what was missed comes by the resync
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

  describe('when the server ends the session', () => {
    const banned = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This account has been banned.',
      code: 'ACCOUNT_BANNED',
    };
    function endings() {
      const ended: EndedSession[] = [];
      renderHook(() => useSessionEnded((why) => ended.push(why)));
      return ended;
    }
    beforeEach(() => {
      configureApiClient();
      client.setConfig({ baseUrl: 'http://localhost' });
      setSessionUser(maya);
    });

    it("signs the person out with the reason of the stream's last frame, and never tries again", () => {
      const ended = endings();
      openEventStream();
      const [source] = FakeEventSource.made;
      source?.open();
      source?.send('session-ended', JSON.stringify(banned));
      expect(ended).toEqual([{ code: 'ACCOUNT_BANNED', message: banned.message, until: undefined }]);
      expect(getSessionUser()).toBeNull();
      expect(source?.readyState).toBe(FakeEventSource.CLOSED);
      vi.advanceTimersByTime(120_000);
      expect(FakeEventSource.made).toHaveLength(1);
    });

    it('asks GET /api/auth/me once when the stream is refused: its 401 says why, and nothing is tried again', async () => {
      const ended = endings();
      const me = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(
          new Response(JSON.stringify(banned), { status: 401, headers: { 'content-type': 'application/json' } }),
        );
      openEventStream();
      FakeEventSource.made[0]?.fail();
      await vi.advanceTimersByTimeAsync(0);
      expect(me).toHaveBeenCalledTimes(1);
      expect(String((me.mock.calls[0]?.[0] as Request).url)).toMatch(/\/api\/auth\/me$/);
      expect(ended.map((why) => why.code)).toEqual(['ACCOUNT_BANNED']);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(FakeEventSource.made).toHaveLength(1);
    });

    it('tries again as before when the session is alive (a stream refused for another reason)', async () => {
      const ended = endings();
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        new Response(JSON.stringify({ user: maya }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      const close = openEventStream();
      FakeEventSource.made[0]?.fail();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(FakeEventSource.made).toHaveLength(2);
      expect(ended).toEqual([]);
      close();
    });
  });
});
