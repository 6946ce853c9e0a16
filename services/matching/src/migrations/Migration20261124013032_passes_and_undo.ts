import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013032_passes_and_undo extends Migration {
  override up() {
    // Who a user passed, and when: kept out of their feed for 7 days (passing again restarts the 7 days).
    this.addSql(`
      create table "matching"."passes" (
        "user_id" uuid not null,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "passed_at" timestamptz not null default now(),
        primary key ("user_id", "profile_id")
      )`);

    // A wishlist entry as it was when removed, so that Undo can put it back for a short while.
    this.addSql(`
      create table "matching"."removed_wishlist_entries" (
        "user_id" uuid not null,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "entry_id" uuid not null,
        "created_at" timestamptz not null,
        "removed_at" timestamptz not null default now(),
        primary key ("user_id", "profile_id")
      )`);
  }

  override down() {
    this.addSql('drop table "matching"."removed_wishlist_entries"');
    this.addSql('drop table "matching"."passes"');
  }
}
