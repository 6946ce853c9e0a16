import {
  apiErrorBody,
  endedSessions,
  liveSessions,
  sessionEndedError,
  type SessionEndReason,
} from '@wishlist/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { send, type Stream, type StreamRegistry } from './stream-registry.ts';

/** A stream's last frame when its session was ended on purpose: the 401 its next request would get (no id). */
const sessionEndedFrame = (reason: SessionEndReason) =>
  `event: session-ended\ndata: ${JSON.stringify(apiErrorBody(sessionEndedError(reason)))}\n\n`;

interface WatchParts {
  pool: Pool;
  registry: StreamRegistry;
  log: FastifyBaseLogger;
}

/**
 * Ends streams whose sessions ended: at once, so nothing more is written to them; then each session ended on
 * purpose (a sign-out elsewhere, a ban, a suspension) has its streams told why in a last frame. A stream not
 * taken over yet keeps the reason for its refusal.
 */
async function endStreams({ pool, registry, log }: WatchParts, gone: Stream[]) {
  for (const stream of gone) {
    stream.ended = true;
    registry.remove(stream);
  }
  if (gone.length === 0) return;
  const reasons = await endedSessions(pool, [...new Set(gone.map((stream) => stream.sessionId))]).catch(
    (err: unknown) => {
      log.warn({ err }, 'why sessions ended could not be read; their streams end without saying');
      return new Map<string, SessionEndReason>();
    },
  );
  for (const stream of gone) {
    stream.why = reasons.get(stream.sessionId);
    if (stream.why) send(stream, sessionEndedFrame(stream.why));
    stream.raw?.end();
  }
}

/**
 * A stream lives no longer than its session: the ids of deleted sessions end their streams at once (`endStreams`,
 * from the kit's `sessions_ended`), and each ping checks every stream's session again (one query), which also ends
 * those whose session expired, and ends the streams past their lifetime.
 */
export function sessionWatch(parts: WatchParts) {
  const { pool, registry, log } = parts;
  let checking = false;
  let pinger: NodeJS.Timeout | undefined;

  /** Ends the streams among `some` whose session is gone, expired, or no longer the stream's person. */
  async function endWithoutSession(some: Stream[]) {
    if (some.length === 0) return;
    const live = await liveSessions(pool, [...new Set(some.map((stream) => stream.sessionId))]);
    await endStreams(
      parts,
      some.filter((stream) => live.get(stream.sessionId) !== stream.userId),
    );
  }

  /** Each ping: streams past their lifetime end, the others get a ping, and every session is checked. */
  async function tick() {
    const now = Date.now();
    for (const stream of registry.opened) {
      if (!stream.raw) continue;
      if (stream.raw.destroyed || now >= stream.endsAt) registry.end(stream);
      else send(stream, ': ping\n\n');
    }
    // One check at a time: a slow database skips a tick rather than piling them up.
    if (checking) return;
    checking = true;
    try {
      await endWithoutSession([...registry.opened]);
    } finally {
      checking = false;
    }
  }

  return {
    /** The sessions with these ids were deleted: their streams end. */
    sessionsEnded: (sessionIds: string[]) => endStreams(parts, sessionIds.flatMap(registry.ofSession)),
    endWithoutSession,

    /** Pings from the first stream on: every `pingMs`, a `tick`. */
    startPinging(pingMs: number) {
      pinger ??= setInterval(() => {
        tick().catch((err: unknown) =>
          log.warn({ err }, "the event streams' sessions could not be checked; trying at the next ping"),
        );
      }, pingMs).unref();
    },

    stopPinging: () => clearInterval(pinger),
  };
}
