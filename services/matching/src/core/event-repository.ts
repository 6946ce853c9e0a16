import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, sql } from '@wishlist/service-kit';
import type { components } from '@wishlist/contract/schema';

/**
 * One stored frame of a user's event stream (GET /api/events), as the contract names its types and data. The
 * stream's last frame when its session was ended (`session-ended`) is no stored event: it has no id.
 */
export type StreamEvent = Extract<components['schemas']['StreamEvent'], { id: string }>;
type Unnumbered<E> = E extends unknown ? Omit<E, 'id'> : never;
/** An event for one user, before it is stored (the store numbers it). */
export type NewEvent = { userId: string } & Unnumbered<StreamEvent>;
/** A stored event and whose it is. */
export type StoredEvent = StreamEvent & { userId: string };

/** The channel that announces each stored event's id at the commit of the transaction that made it. */
export const EVENTS_CHANNEL = 'matching_events';

/**
 * Serializes, until the transaction ends, every transaction that makes events for any of these users, always
 * taking the locks in one order (so two never wait on each other). Each user's events are then numbered in the
 * order they commit: a stream that has seen id N has seen every earlier event of its user, so a replay from N
 * misses none. The two-key form keeps these locks apart from other advisory locks.
 */
const lockUsers = (userIds: string[]) => sql`
  select pg_advisory_xact_lock(hashtext('matching:user'), k) from (
    select distinct hashtext(u) as k from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) u order by k
  ) keys`;

/** Stores the events (their JSON array) and announces each id at commit. */
const emit = (events: string) => sql`
  with added as (
    insert into matching.events (user_id, type, data)
    select e.user_id, e.type, e.data from jsonb_to_recordset(${events}::jsonb) as e(user_id uuid, type text, data jsonb)
    returning id
  )
  select pg_notify(${EVENTS_CHANNEL}, id::text) from added`;

/**
 * Making events, in the caller's transaction `tx` (a message, a match, a read, a closed conversation): they are
 * stored with it and announced at its commit, or not at all.
 */
export function eventWriter(tx: EntityManager) {
  return {
    /** Locks the users whose events the transaction will make (see `lockUsers`); call it before reading what the events tell. */
    async lockUsers(userIds: string[]): Promise<void> {
      await rows(tx.getKysely(), lockUsers(userIds));
    },

    /** Stores events in the caller's transaction and announces them at its commit. */
    async emit(events: NewEvent[]): Promise<void> {
      await this.lockUsers(events.map((e) => e.userId));
      const stored = events.map(({ userId, event, data }) => ({ user_id: userId, type: event, data }));
      await rows(tx.getKysely(), emit(JSON.stringify(stored)));
    },
  };
}
