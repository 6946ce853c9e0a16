import type { FastifyBaseLogger } from 'fastify';
import { plainName, quotedName, type Db, type Language } from '@wishlist/service-kit';
import webPush, { type Urgency } from 'web-push';
import { pushDeliveryRepository, type ClaimedPush } from './delivery-repository.ts';
import type { PushType } from '../core/push-queue-repository.ts';
import { matchingWording } from '../core/words.ts';
import type { Vapid } from './vapid.ts';

const HOUR_S = 60 * 60;
/**
 * How long a push service keeps each kind for a phone that is off (TTL, seconds) and how soon it should wake one
 * (RFC 8030 Urgency): a message or a match is worth waking a phone for now and stale after a day or three; a like
 * or a reminder can wait for the phone's next wake and matter less once old.
 */
const DELIVERY: Record<PushType, { ttl: number; urgency: Urgency }> = {
  message: { ttl: 24 * HOUR_S, urgency: 'high' },
  match: { ttl: 72 * HOUR_S, urgency: 'high' },
  like: { ttl: 24 * HOUR_S, urgency: 'normal' },
  reminder: { ttl: 12 * HOUR_S, urgency: 'low' },
};
/** The most characters of a message a push with previews carries (a notification shows a line or two). */
const PREVIEW_CHARACTERS = 120;
/** Attempts of one push before it is given up (429 and 5xx answers, timeouts, unreachable services). */
const MAX_ATTEMPTS = 5;
/** The longest wait before a retry, whatever a Retry-After asks. */
const MAX_RETRY_DELAY_MS = HOUR_S * 1000;
/** Pushes claimed and sent together. */
const BATCH = 50;

/**
 * What the service worker receives (docs/architecture.md, "Web Push"): no place, no photo; text only with previews.
 * In English the service worker writes the notification's words itself (shell/public/push-sw.js); to a person who
 * chose another language the push carries them written, with their language and direction.
 */
export interface PushPayload {
  type: PushType;
  profileId: string;
  firstName: string;
  text?: string;
  lang?: Language;
  dir?: 'ltr' | 'rtl';
  title?: string;
  body?: string;
}

/** The notification's title and body in `language`, from matching's catalogue. */
function notificationIn(language: Language, type: PushType, firstName: string, text: string | undefined) {
  const words = matchingWording(language);
  const name = quotedName(firstName);
  const title = {
    match: () => words.t('push.match.title'),
    message: () => words.t('push.message.title', { name }),
    reminder: () => words.t('push.reminder.title', { name }),
    like: () => words.t('push.like.title', { name }),
  }[type]();
  const body = type === 'match' ? words.t('push.match.body', { name }) : type === 'message' ? (text ?? '') : '';
  return { lang: language, dir: words.dir, title, body };
}

/** The push to `push`'s receiver, written in `language` when they chose one other than English. */
export function payloadOf(push: ClaimedPush, language?: Language): PushPayload {
  const chars = push.text === null ? [] : [...push.text];
  const text = chars.length > PREVIEW_CHARACTERS ? `${chars.slice(0, PREVIEW_CHARACTERS - 1).join('')}…` : push.text;
  // The service worker quotes the name (shell/public/push-sw.js); an older name's controls never reach it.
  const firstName = plainName(push.firstName);
  return {
    type: push.type,
    profileId: push.profileId,
    firstName,
    ...(text !== null && { text }),
    ...(language && language !== 'en' && notificationIn(language, push.type, firstName, text ?? undefined)),
  };
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

export interface PushSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  vapid: Vapid;
  timeoutMs: number;
  retryBaseMs: number;
  messageDelayMs: number;
  /** The languages the receivers chose (identity's, asked once per batch); one left out gets English. */
  languagesOf: (userIds: string[]) => Promise<Record<string, Language>>;
}

/** The push, encrypted and signed for its subscription; null when it cannot be (logged). */
function requestOf(
  push: ClaimedPush,
  language: Language | undefined,
  vapid: Vapid,
  log: FastifyBaseLogger,
): webPush.RequestDetails | null {
  const { ttl, urgency } = DELIVERY[push.type];
  try {
    return webPush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payloadOf(push, language)),
      { vapidDetails: vapid, TTL: ttl, urgency, contentEncoding: 'aes128gcm' },
    );
  } catch (err) {
    log.warn({ err }, 'a push could not be encrypted or signed');
    return null;
  }
}

/** Posts the request to its push service within `timeoutMs`, never following a redirect; its answer (body unread). */
async function post(request: webPush.RequestDetails, timeoutMs: number): Promise<Response> {
  const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string | number>;
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
    body: request.body === null ? null : new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response;
}

/** Tried again after `retryAfter` (else a doubling wait), unless attempts or the push's TTL are used up. */
function retryLater(
  { queue, log, retryBaseMs }: { queue: DeliveryQueue; log: FastifyBaseLogger; retryBaseMs: number },
  push: ClaimedPush,
  retryAfter: number | undefined,
  why: string,
) {
  const delay = Math.min(retryAfter ?? retryBaseMs * 2 ** (push.attempts - 1), MAX_RETRY_DELAY_MS);
  const expires = new Date(push.createdAt).getTime() + DELIVERY[push.type].ttl * 1000;
  if (push.attempts >= MAX_ATTEMPTS || Date.now() + delay > expires) {
    log.warn({ endpoint: new URL(push.endpoint).origin, why, attempts: push.attempts }, 'push given up');
    return queue.drop(push);
  }
  return queue.retryIn(push, delay);
}

type DeliveryQueue = ReturnType<typeof pushDeliveryRepository>;

/**
 * Sends the queued pushes (queue.ts, delivery-repository.ts) with web-push's request details (RFC 8291 aes128gcm payload, RFC 8292 VAPID
 * signature) over Node's fetch, each with a timeout and never following a redirect. A push service's answer
 * decides: 2xx delivered; 404 or 410 the subscription is gone (deleted, with its queue); 429 or 5xx (or no answer)
 * tried again after Retry-After, or a doubling wait, at most 5 times and never past the push's TTL; anything else
 * dropped and logged. Each push is asked again whether it is still wanted just before it is sent.
 */
export function pushSender(options: PushSenderOptions) {
  const { db, log, vapid, timeoutMs, retryBaseMs, messageDelayMs, languagesOf } = options;
  const queue = pushDeliveryRepository(db);
  const retry = { queue, log, retryBaseMs };
  let running: Promise<void> | null = null;

  async function send(push: ClaimedPush, language: Language | undefined): Promise<void> {
    const request = push.wanted ? requestOf(push, language, vapid, log) : null;
    if (!request) return queue.drop(push);
    let response: Response;
    try {
      response = await post(request, timeoutMs);
    } catch (err) {
      return retryLater(retry, push, undefined, err instanceof Error ? err.name : 'unreachable');
    }
    const { status } = response;
    if (status >= 200 && status < 300) return queue.delivered(push);
    if (status === 404 || status === 410) return queue.dropSubscription(push);
    if (status === 429 || status >= 500)
      return retryLater(retry, push, retryAfterMs(response.headers.get('retry-after')), `HTTP ${status}`);
    log.warn({ endpoint: new URL(push.endpoint).origin, status }, 'a push service refused a push');
    return queue.drop(push);
  }

  async function work() {
    for (;;) {
      const batch = await queue.claim(BATCH, messageDelayMs);
      const languages = await languagesOf([...new Set(batch.filter((push) => push.wanted).map((push) => push.userId))]);
      const results = await Promise.allSettled(batch.map((push) => send(push, languages[push.userId])));
      for (const result of results)
        if (result.status === 'rejected') log.warn({ err: result.reason }, 'a push could not be sent');
      if (batch.length < BATCH) return;
    }
  }

  return {
    /** Works the queue until nothing is due (one run at a time; a call during a run joins it). */
    run: () => (running ??= work().finally(() => (running = null))),
    /** Queues the "your turn" reminders that are due. */
    queueReminders: () => queue.queueReminders(),
    /** Messages an open event stream showed their recipient (events/hub.ts): no push for them. */
    forgetStreamed: (userId: string, messageIds: string[]) => queue.forgetStreamed(userId, messageIds),
  };
}

export type PushSender = ReturnType<typeof pushSender>;
