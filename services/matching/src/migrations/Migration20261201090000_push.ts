import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (README: "Web Push"): each person's browsers that take pushes, what they want pushed, and the queue of
 * pushes to send, written in the transaction of what they tell (a match, a message, a like) and sent after it.
 */
export class Migration20261201090000_push extends Migration {
  override up() {
    // A browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys). An endpoint belongs to one person: the
    // browser's last signed-in user.
    this.addSql(`
      create table "matching"."push_subscriptions" (
        "id" uuid primary key default gen_random_uuid(),
        "user_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "endpoint" text not null unique,
        "p256dh" text not null,
        "auth" text not null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      'create index "push_subscriptions_user_idx" on "matching"."push_subscriptions" ("user_id", "created_at")',
    );

    // What a person wants pushed; no row: the defaults. `last_push_delivered_at`: when a push service last took a
    // push for them (the e-mail digest is for those no push reached).
    this.addSql(`
      create table "matching"."push_settings" (
        "user_id" uuid primary key references "matching"."profiles" ("id") on delete cascade,
        "messages" boolean not null default true,
        "matches" boolean not null default true,
        "likes" boolean not null default true,
        "reminders" boolean not null default true,
        "previews" boolean not null default false,
        "email_digest" boolean not null default true,
        "last_push_delivered_at" timestamptz
      )`);

    // One push to one subscription: `user_id` is told about `profile_id` (and `message_id`). Whether it is still
    // wanted (settings, blocks, an unmatch, the plan) is asked when it is sent, at every attempt.
    this.addSql(`
      create table "matching"."push_queue" (
        "id" bigint generated always as identity primary key,
        "subscription_id" uuid not null references "matching"."push_subscriptions" ("id") on delete cascade,
        "user_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "type" text not null check ("type" in ('match', 'message', 'like', 'reminder')),
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "message_id" uuid references "matching"."messages" ("id") on delete cascade,
        "attempts" int not null default 0,
        "created_at" timestamptz not null default now(),
        "due_at" timestamptz not null default now()
      )`);
    this.addSql('create index "push_queue_due_idx" on "matching"."push_queue" ("due_at")');
    this.addSql(
      'create index "push_queue_message_idx" on "matching"."push_queue" ("message_id") where "message_id" is not null',
    );

    // When the "your turn" reminder of a message was queued (once per message); the sweep walks messages by age.
    this.addSql('alter table "matching"."messages" add column "reminded_at" timestamptz');
    this.addSql('create index "messages_sent_at_idx" on "matching"."messages" ("sent_at")');
  }

  override down() {
    this.addSql('drop index "matching"."messages_sent_at_idx"');
    this.addSql('alter table "matching"."messages" drop column "reminded_at"');
    this.addSql('drop table "matching"."push_queue"');
    this.addSql('drop table "matching"."push_settings"');
    this.addSql('drop table "matching"."push_subscriptions"');
  }
}
