import { Migration } from '@mikro-orm/migrations';

/**
 * Matching's own copy of each user's entitlements (kept current from billing's changes; it replaces the tier that
 * was asked of billing on every like), and what the sold features need: super likes, boosts, gender and "show me",
 * coordinates, incognito.
 */
export class Migration20261124013252_entitlements_features extends Migration {
  override up() {
    this.addSql('drop table "matching"."known_tiers"');

    // The plans' limits and flags as billing last sent them (every catch-up rewrites them). The rows below are the
    // values before billing was first reached, so a matching that starts while billing is down still applies them.
    this.addSql(`
      create table "matching"."plans" (
        "tier" text primary key check ("tier" in ('free', 'premium', 'gold')),
        "likes_per_day" integer,
        "messages_per_day" integer,
        "super_likes_per_day" integer,
        "boosts_per_month" integer,
        "see_who_likes_you" boolean not null,
        "advanced_filters" boolean not null,
        "read_receipts" boolean not null,
        "priority_matching" boolean not null,
        "incognito" boolean not null
      )`);
    this.addSql(`
      insert into "matching"."plans" values
        ('free', 10, 20, 0, 0, false, false, false, false, false),
        ('premium', 100, null, 0, 1, true, true, false, false, false),
        ('gold', null, null, 5, 5, true, true, true, true, true)`);

    // A user without a row is free. `seq` is billing's sequence number of the change, so an older one never
    // overwrites a newer one, whichever way it arrives.
    this.addSql(`
      create table "matching"."entitlements" (
        "user_id" uuid primary key,
        "tier" text not null check ("tier" in ('free', 'premium', 'gold')),
        "premium_until" timestamptz,
        "seq" bigint not null
      )`);
    // The last sequence number read from billing's outbox (the catch-up starts after it).
    this.addSql(`
      create table "matching"."entitlement_sync" (
        "id" boolean primary key default true check ("id"),
        "seq" bigint not null
      )`);
    this.addSql(`insert into "matching"."entitlement_sync" values (true, 0)`);

    this.addSql(`
      create table "matching"."daily_super_likes" (
        "user_id" uuid not null,
        "day" date not null,
        "used" integer not null check ("used" >= 0),
        primary key ("user_id", "day")
      )`);
    this.addSql(`
      create table "matching"."monthly_boosts" (
        "user_id" uuid not null,
        "month" date not null,
        "used" integer not null check ("used" >= 0),
        primary key ("user_id", "month")
      )`);
    this.addSql(`alter table "matching"."wishlist_entries" add column "super_like" boolean not null default false`);
    // Likes received, newest first (see who likes you), and the super-likers of a viewer (the feed's first group).
    this.addSql(
      `create index "wishlist_entries_profile_created_idx" on "matching"."wishlist_entries" ("profile_id", "created_at" desc, "id" desc)`,
    );

    this.addSql(`
      alter table "matching"."profiles"
        add column "gender" text check ("gender" in ('woman', 'man', 'non-binary')),
        add column "show_me" text check ("show_me" in ('women', 'men', 'everyone')),
        -- The gender "show me" asks for; null: everyone (chosen so, or not chosen yet).
        add column "wants_gender" text generated always as (case "show_me" when 'women' then 'woman' when 'men' then 'man' end) stored,
        add column "latitude" double precision check ("latitude" between -90 and 90),
        add column "longitude" double precision check ("longitude" between -180 and 180),
        add column "incognito" boolean not null default false,
        add column "boost_started_at" timestamptz,
        add column "boost_ends_at" timestamptz,
        -- Until when the person's plan ranks them ahead (priority matching): copied from their entitlements.
        add column "priority_until" timestamptz`);
    this.addSql(
      'create index "profiles_boost_idx" on "matching"."profiles" ("boost_ends_at") where "boost_ends_at" is not null',
    );
    this.addSql(
      'create index "profiles_priority_feed_idx" on "matching"."profiles" ("feed_seq" desc) where "discoverable" and "priority_until" is not null',
    );
    this.addSql(
      'create index "profiles_location_idx" on "matching"."profiles" ("latitude", "longitude") where "discoverable" and "latitude" is not null',
    );

    // Whole kilometres between two points on the Earth (haversine, mean radius 6371 km); inlined by the planner.
    this.addSql(`
      create function "matching"."distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select round(12742 * asin(sqrt(
          power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)
        )))::integer
      $$`);
  }

  override down() {
    this.addSql('drop function "matching"."distance_km"');
    this.addSql(`
      alter table "matching"."profiles" drop column "gender", drop column "show_me", drop column "wants_gender",
        drop column "latitude", drop column "longitude", drop column "incognito", drop column "boost_started_at",
        drop column "boost_ends_at", drop column "priority_until"`);
    this.addSql('drop index "matching"."wishlist_entries_profile_created_idx"');
    this.addSql('alter table "matching"."wishlist_entries" drop column "super_like"');
    this.addSql('drop table "matching"."monthly_boosts"');
    this.addSql('drop table "matching"."daily_super_likes"');
    this.addSql('drop table "matching"."entitlement_sync"');
    this.addSql('drop table "matching"."entitlements"');
    this.addSql('drop table "matching"."plans"');
    this.addSql(`
      create table "matching"."known_tiers" (
        "user_id" uuid primary key,
        "tier" text not null check ("tier" in ('free', 'premium', 'gold')),
        "daily_like_limit" integer check ("daily_like_limit" >= 0),
        "changed_at" timestamptz not null
      )`);
  }
}
