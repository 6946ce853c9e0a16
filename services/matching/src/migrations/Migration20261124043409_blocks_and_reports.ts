import { Migration } from '@mikro-orm/migrations';

/**
 * Blocks and reports (safety): who blocked whom, the reports moderators read, the rule that holds a much-reported
 * person out of the feeds until reviewed, and the view moderators work from (README: "Moderation").
 */
export class Migration20261124043409_blocks_and_reports extends Migration {
  override up() {
    // `user_id` blocked `profile_id`. A block works both ways (feed-repository's `neitherBlocked`); each person's
    // own block is their own row, so unblocking lifts only one's own.
    this.addSql(`
      create table "matching"."blocks" (
        "user_id" uuid not null,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        primary key ("user_id", "profile_id")
      )`);
    this.addSql('create index "blocks_profile_idx" on "matching"."blocks" ("profile_id")');

    // A report: who (reporter_id) reported whom (profile_id), why and when. Moderators set reviewed_at.
    this.addSql(`
      create table "matching"."reports" (
        "id" uuid primary key default gen_random_uuid(),
        "reporter_id" uuid not null,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "reason" text not null check ("reason" in ('fake-profile', 'inappropriate-photos', 'harassment', 'spam', 'under-18', 'other')),
        "note" text check (char_length("note") <= 500),
        "created_at" timestamptz not null default now(),
        "reviewed_at" timestamptz
      )`);
    this.addSql(
      'create index "reports_open_idx" on "matching"."reports" ("profile_id", "created_at") where "reviewed_at" is null',
    );

    // Held for review: 3 different people reported the person within 24 hours of one another and a moderator has
    // not reviewed those reports yet. The feed and the moderation queue both ask this one function.
    this.addSql(`
      create function "matching"."held_for_review"(person uuid) returns boolean
      language sql stable parallel safe as $$
        select exists (
          select 1 from matching.reports r
          where r.profile_id = person and r.reviewed_at is null
            and (select count(distinct o.reporter_id) from matching.reports o
                 where o.profile_id = person and o.reviewed_at is null
                   and o.created_at between r.created_at - interval '24 hours' and r.created_at) >= 3)
      $$`);

    // What moderators read: one row per reported person with reports not yet reviewed, held people first.
    this.addSql(`
      create view "matching"."moderation_queue" as
      select r.profile_id, btrim(p.first_name || ' ' || p.last_name) as name,
        matching.held_for_review(r.profile_id) as hidden,
        count(*)::int as reports, count(distinct r.reporter_id)::int as reporters,
        array_agg(distinct r.reason order by r.reason) as reasons,
        jsonb_agg(jsonb_build_object('id', r.id, 'reporter', r.reporter_id, 'reason', r.reason, 'note', r.note,
          'at', r.created_at) order by r.created_at) as details,
        min(r.created_at) as first_reported_at, max(r.created_at) as last_reported_at
      from matching.reports r join matching.profiles p on p.id = r.profile_id
      where r.reviewed_at is null
      group by r.profile_id, p.first_name, p.last_name
      order by hidden desc, last_reported_at desc`);
  }

  override down() {
    this.addSql('drop view "matching"."moderation_queue"');
    this.addSql('drop function "matching"."held_for_review"(uuid)');
    this.addSql('drop table "matching"."reports"');
    this.addSql('drop table "matching"."blocks"');
  }
}
