import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_subscriptions_uploads extends Migration {
  override up() {
    this.addSql(`
      create table "billing"."subscriptions" (
        "user_id" uuid primary key,
        "tier" text not null references "billing"."plans" ("id"),
        "status" text not null check ("status" in ('active', 'incomplete', 'past_due', 'unpaid', 'canceled')),
        "premium_until" timestamptz,
        "cancel_at_period_end" boolean not null default false,
        "stripe_customer_id" text unique,
        "stripe_subscription_id" text unique,
        "updated_at" timestamptz not null
      )`);
    this.addSql(`
      create table "billing"."subscription_transitions" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "event" text not null,
        "from_tier" text not null,
        "from_status" text not null,
        "to_tier" text not null,
        "to_status" text not null,
        "premium_until" timestamptz,
        "cancel_at_period_end" boolean not null,
        "cause" text not null,
        "occurred_at" timestamptz not null
      )`);
    this.addSql(
      'create index "subscription_transitions_user_idx" on "billing"."subscription_transitions" ("user_id", "occurred_at")',
    );
    this.addSql(`
      create table "billing"."test_payments" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "tier" text not null check ("tier" in ('premium', 'gold')),
        "client_secret" text not null unique,
        "status" text not null check ("status" in ('requires_payment_method', 'succeeded', 'canceled')),
        "last_error_code" text,
        "last_error_message" text,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "paid_at" timestamptz
      )`);
    this.addSql(`
      create table "billing"."stripe_events" (
        "id" text primary key,
        "type" text not null,
        "received_at" timestamptz not null
      )`);
    this.addSql(`
      create table "billing"."uploads" (
        "key" text primary key,
        "user_id" uuid not null,
        "kind" text not null check ("kind" in ('photo', 'video')),
        "declared_content_type" text,
        "declared_size" integer,
        "status" text not null check ("status" in ('issued', 'stored', 'rejected')),
        "content_type" text,
        "size" integer,
        "etag" text,
        "issued_at" timestamptz not null,
        "checked_at" timestamptz
      )`);
    this.addSql('create index "uploads_user_idx" on "billing"."uploads" ("user_id")');
  }

  override down() {
    this.addSql(
      'drop table "billing"."uploads", "billing"."stripe_events", "billing"."test_payments", "billing"."subscription_transitions", "billing"."subscriptions"',
    );
  }
}
