import { Migration } from '@mikro-orm/migrations';

/** Messaging between matches: conversations, messages and the events each user's stream carries. */
export class Migration20261124043413_messaging extends Migration {
  override up() {
    // One row per person and conversation (so each person's list is one index walk, newest activity first). A row
    // is made when the two match and kept after an unmatch: whether the conversation is open is read from the
    // wishlists, so the history stays and a new match opens it again.
    this.addSql(`
      create table "matching"."conversations" (
        "user_id" uuid not null,
        "profile_id" uuid not null,
        "matched_at" timestamptz not null,
        "last_message_id" uuid,
        "last_activity_at" timestamptz not null,
        primary key ("user_id", "profile_id")
      )`);
    this.addSql(
      `create index "conversations_activity_idx" on "matching"."conversations" ("user_id", "last_activity_at" desc, "profile_id" desc)`,
    );
    // The matches made before messaging: their conversations, as of the match.
    this.addSql(`
      insert into "matching"."conversations" ("user_id", "profile_id", "matched_at", "last_activity_at")
      select mine.user_id, mine.profile_id, greatest(mine.created_at, theirs.created_at), greatest(mine.created_at, theirs.created_at)
      from "matching"."wishlist_entries" mine
      join "matching"."wishlist_entries" theirs on theirs.user_id = mine.profile_id and theirs.profile_id = mine.user_id`);

    // `seq` orders a conversation (the keyset of its pages and of "read up to"); a client's id is unique per
    // sender, so a retried send finds the first one. `read_at` is recorded for everyone and shown only to gold.
    this.addSql(`
      create table "matching"."messages" (
        "id" uuid primary key,
        "seq" bigint generated always as identity unique,
        "sender_id" uuid not null,
        "recipient_id" uuid not null,
        "client_id" uuid not null,
        "text" text not null check (char_length("text") between 1 and 2000),
        "sent_at" timestamptz not null default now(),
        "read_at" timestamptz,
        unique ("sender_id", "client_id")
      )`);
    this.addSql(`
      create index "messages_conversation_idx" on "matching"."messages"
        (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), "seq" desc)`);
    this.addSql(
      `create index "messages_unread_idx" on "matching"."messages" ("recipient_id", "sender_id") where "read_at" is null`,
    );
    // A sender's messages of one UTC day (the free plan's daily count).
    this.addSql(`create index "messages_sent_idx" on "matching"."messages" ("sender_id", "sent_at")`);

    // What each user's event stream carries, kept 7 days for a reconnect's replay (Last-Event-ID). Inserted in the
    // transaction that makes the event and announced with NOTIFY matching_events at its commit.
    this.addSql(`
      create table "matching"."events" (
        "id" bigint generated always as identity primary key,
        "user_id" uuid not null,
        "type" text not null,
        "data" jsonb not null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(`create index "events_user_idx" on "matching"."events" ("user_id", "id")`);
    this.addSql(`create index "events_created_idx" on "matching"."events" ("created_at")`);
  }

  override down() {
    this.addSql('drop table "matching"."events"');
    this.addSql('drop table "matching"."messages"');
    this.addSql('drop table "matching"."conversations"');
  }
}
