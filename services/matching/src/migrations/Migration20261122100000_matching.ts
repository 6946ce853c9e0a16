import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_matching extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."profiles" (
        "id" uuid primary key,
        -- Feed order (newest member first) and its keyset cursor: unique and never reused.
        "feed_seq" bigint generated always as identity,
        "first_name" varchar(50) not null,
        "last_name" varchar(50) not null default '',
        "birth_date" date,
        "location" varchar(100) not null default '',
        "bio" varchar(500),
        "profile_photo" varchar(2048),
        "instagram_handle" varchar(31) not null default '',
        "instagram_photos" jsonb not null default '[]',
        "intro_video" varchar(2048),
        "interests" jsonb not null default '[]',
        -- Shown to others only with a name and a date of birth (which is only ever accepted when 18+).
        "discoverable" boolean generated always as (btrim("first_name") <> '' and "birth_date" is not null) stored,
        "demo" boolean not null default false,
        -- A demo person who likes back whoever likes them.
        "likes_back" boolean not null default false,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      'create unique index "profiles_feed_idx" on "matching"."profiles" ("feed_seq" desc) where "discoverable"',
    );

    this.addSql(`
      create table "matching"."wishlist_entries" (
        "id" uuid primary key,
        "user_id" uuid not null,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        constraint "wishlist_entries_user_profile_key" unique ("user_id", "profile_id"),
        constraint "wishlist_entries_not_self" check ("user_id" <> "profile_id")
      )`);
    this.addSql(
      'create index "wishlist_entries_user_created_idx" on "matching"."wishlist_entries" ("user_id", "created_at" desc)',
    );

    this.addSql(`
      create table "matching"."daily_likes" (
        "user_id" uuid not null,
        "day" date not null,
        "used" integer not null check ("used" >= 0),
        primary key ("user_id", "day")
      )`);

    this.addSql(`
      create table "matching"."known_tiers" (
        "user_id" uuid primary key,
        "tier" text not null check ("tier" in ('free', 'premium', 'gold')),
        "daily_like_limit" integer check ("daily_like_limit" >= 0),
        -- When billing last reported a different tier (an unchanged answer writes nothing).
        "changed_at" timestamptz not null
      )`);
  }

  override down() {
    this.addSql('drop table "matching"."known_tiers"');
    this.addSql('drop table "matching"."daily_likes"');
    this.addSql('drop table "matching"."wishlist_entries"');
    this.addSql('drop table "matching"."profiles"');
  }
}
