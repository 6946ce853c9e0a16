import { Migration } from '@mikro-orm/migrations';

/**
 * Safety that holds no window open (README: "Blocks and reports", "Photo triage"):
 * - a block keeps the name and picture the blocker was shown when it was made (`name`, `photo`); the blocks made
 *   before keep the name of now and the initials;
 * - a report keeps a keyed hash of the reporter's network (`reporter_network`), so reporters behind one address count
 *   once; an automatic hold is a row of `review_holds`, which ends at `ends_at` unless a moderator confirms it
 *   (`ends_at` null) and goes when the reports are reviewed; `alerted_at` is set once the moderators were mailed;
 * - a photo awaiting its nudity score is a hold without a score (`score` null), so it is shown to its owner only;
 *   a photo scored clean has a decided row.
 * `held_for_review` keeps its name (the feed's function and the moderation queue call it) and reads the holds.
 */
export class Migration20261213100300_blocks_reports_photos extends Migration {
  override up() {
    this.addSql('alter table "matching"."blocks" add column "name" text, add column "photo" text');
    this.addSql(`update "matching"."blocks" b set "name" = btrim(p.first_name || ' ' || p.last_name)
      from "matching"."profiles" p where p.id = b.profile_id`);
    this.addSql('alter table "matching"."blocks" alter column "name" set not null');

    this.addSql('alter table "matching"."reports" add column "reporter_network" text');
    this.addSql(`
      create table "matching"."review_holds" (
        "profile_id" uuid primary key references "matching"."profiles" ("id") on delete cascade,
        "held_at" timestamptz not null default now(),
        "ends_at" timestamptz,
        "confirmed_by" uuid,
        "alerted_at" timestamptz
      )`);
    this.addSql(
      'create index "review_holds_unalerted_idx" on "matching"."review_holds" ("held_at") where "alerted_at" is null',
    );
    this.addSql(`
      create or replace function "matching"."held_for_review"(person uuid) returns boolean
      language sql stable parallel safe as $$
        select exists (select 1 from matching.review_holds h
          where h.profile_id = person and (h.ends_at is null or h.ends_at > now()))
      $$`);

    this.addSql('alter table "matching"."photo_holds" alter column "score" drop not null');
  }

  override down() {
    this.addSql('delete from "matching"."photo_holds" where "score" is null');
    this.addSql('alter table "matching"."photo_holds" alter column "score" set not null');
    this.addSql(`
      create or replace function "matching"."held_for_review"(person uuid) returns boolean
      language sql stable parallel safe as $$
        select exists (
          select 1 from matching.reports r
          where r.profile_id = person and r.reviewed_at is null and r.credible
            and (select count(distinct o.reporter_id) from matching.reports o
                 where o.profile_id = person and o.reviewed_at is null and o.credible
                   and o.created_at between r.created_at - interval '24 hours' and r.created_at) >= 3)
      $$`);
    this.addSql('drop table "matching"."review_holds"');
    this.addSql('alter table "matching"."reports" drop column "reporter_network"');
    this.addSql('alter table "matching"."blocks" drop column "name", drop column "photo"');
  }
}
