import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (README: "Push and e-mail"): each device's subscription (several per person) and one row of settings
 * per person, with when a push service last accepted a push for them (which the e-mail digest reads).
 */
export class Migration20261201090000_push extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."push_subscriptions" (
        "endpoint" text primary key,
        "user_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "p256dh" text not null,
        "auth" text not null,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql('create index "push_subscriptions_user_idx" on "matching"."push_subscriptions" ("user_id")');
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
  }
}
