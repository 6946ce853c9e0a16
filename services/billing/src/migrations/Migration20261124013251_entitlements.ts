import { Migration } from '@mikro-orm/migrations';

/**
 * Each plan's capabilities become data (its feature lines are written from them), and every change of a user's
 * entitlements (tier or premiumUntil) is written to an outbox and announced with NOTIFY in the same transaction.
 */
export class Migration20261124013251_entitlements extends Migration {
  override up() {
    this.addSql(`
      alter table "billing"."plans"
        add column "messages_per_day" integer check ("messages_per_day" >= 0),
        add column "super_likes_per_day" integer not null default 0 check ("super_likes_per_day" >= 0),
        add column "boosts_per_month" integer not null default 0 check ("boosts_per_month" >= 0),
        add column "see_who_likes_you" boolean not null default false,
        add column "advanced_filters" boolean not null default false,
        add column "read_receipts" boolean not null default false,
        add column "priority_matching" boolean not null default false,
        add column "incognito" boolean not null default false,
        drop column "features"`);
    // Gold includes everything premium has.
    this.addSql(`update "billing"."plans" set "messages_per_day" = 20 where "id" = 'free'`);
    this.addSql(`
      update "billing"."plans" set "boosts_per_month" = 1, "see_who_likes_you" = true, "advanced_filters" = true
      where "id" = 'premium'`);
    this.addSql(`
      update "billing"."plans" set "super_likes_per_day" = 5, "boosts_per_month" = 5, "see_who_likes_you" = true,
        "advanced_filters" = true, "read_receipts" = true, "priority_matching" = true, "incognito" = true
      where "id" = 'gold'`);

    this.addSql(`
      create table "billing"."entitlement_changes" (
        "seq" bigint generated always as identity primary key,
        "user_id" uuid not null,
        "tier" text not null check ("tier" in ('free', 'premium', 'gold')),
        "premium_until" timestamptz,
        "changed_at" timestamptz not null default now()
      )`);
    // Whatever path changes a subscription row, the outbox row and the notification go with it, in its transaction
    // (a NOTIFY is delivered at commit, or never).
    this.addSql(`
      create function "billing"."record_entitlement_change"() returns trigger language plpgsql as $$
      declare
        change_seq bigint;
      begin
        if tg_op = 'INSERT' and new.tier = 'free' and new.premium_until is null then return null; end if;
        if tg_op = 'UPDATE' and (old.tier, old.premium_until) is not distinct from (new.tier, new.premium_until) then return null; end if;
        insert into "billing"."entitlement_changes" ("user_id", "tier", "premium_until")
          values (new.user_id, new.tier, new.premium_until) returning seq into change_seq;
        perform pg_notify('entitlements', json_build_object(
          'seq', change_seq, 'userId', new.user_id, 'tier', new.tier,
          'premiumUntil', to_char(new.premium_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
        return null;
      end $$`);
    this.addSql(`
      create trigger "subscriptions_entitlement_change" after insert or update on "billing"."subscriptions"
      for each row execute function "billing"."record_entitlement_change"()`);
  }

  override down() {
    this.addSql('drop trigger "subscriptions_entitlement_change" on "billing"."subscriptions"');
    this.addSql('drop function "billing"."record_entitlement_change"()');
    this.addSql('drop table "billing"."entitlement_changes"');
    this.addSql(`alter table "billing"."plans" add column "features" jsonb not null default '[]'`);
    this.addSql(`
      alter table "billing"."plans" drop column "messages_per_day", drop column "super_likes_per_day",
        drop column "boosts_per_month", drop column "see_who_likes_you", drop column "advanced_filters",
        drop column "read_receipts", drop column "priority_matching", drop column "incognito"`);
  }
}
