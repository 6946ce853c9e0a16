import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The subject of a local run without VAPID_SUBJECT (production requires one: config.ts). */
const LOCAL_SUBJECT = 'mailto:wishlist@localhost';

/**
 * The VAPID identity every push is signed with (RFC 8292): the configured key pair, or, outside production without
 * one (tests), a pair made for this run. `npm start` keeps a pair in the data folder (scripts/lib/stack.ts).
 */
/** The VAPID settings of config.ts. */
export interface VapidSettings {
  VAPID_SUBJECT?: string | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
}

export function vapidOf(config: VapidSettings, log: FastifyBaseLogger): Vapid {
  const subject = config.VAPID_SUBJECT ?? LOCAL_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { subject, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  log.warn('no VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: a key pair for this run only (subscriptions end with it)');
  return { subject, ...webPush.generateVAPIDKeys() };
}
