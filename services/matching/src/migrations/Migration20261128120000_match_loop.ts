import { Migration } from '@mikro-orm/migrations';

/**
 * The match loop (README: "Matches"): an unmatch is final both ways, so it is kept (`unmatches`: who ended it, with
 * whom, when); and each person's conversation row says when they first opened it since the match (`opened_at`, null:
 * a new match), which the Matches tab counts.
 */
export class Migration20261128120000_match_loop extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."unmatches" (
        "user_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        primary key ("user_id", "profile_id")
      )`);
    this.addSql('alter table "matching"."conversations" add column "opened_at" timestamptz');
    // The matches made before this were on the Matches screen already: none of them is new.
    this.addSql('update "matching"."conversations" set "opened_at" = "matched_at"');
  }

  override down() {
    this.addSql('alter table "matching"."conversations" drop column "opened_at"');
    this.addSql('drop table "matching"."unmatches"');
  }
}
