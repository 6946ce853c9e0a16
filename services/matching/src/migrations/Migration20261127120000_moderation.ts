import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation (README: "Moderation"): credible reports with their frozen evidence, restrictions (bans and
 * suspensions hide a person from everyone), the audit log of moderators' actions, warnings, and photos the nudity
 * triage holds back from others. The SQL view of the queue gives way to the moderation API.
 */
export class Migration20261127120000_moderation extends Migration {
  override up() {
    // Until when the person is hidden from everyone: 'infinity' for a ban, the end of a suspension, null when free.
    this.addSql('alter table "matching"."profiles" add column "restricted_until" timestamptz');

    // `credible`: the reporter's account was 24 hours old with a complete profile when it reported (only those reports
    // hold anyone; reports made before this were not judged and hold nobody). `evidence`: what the report froze.
    this.addSql(`
      alter table "matching"."reports"
        add column "credible" boolean not null default false,
        add column "evidence" jsonb`);
    this.addSql(`
      create index "reports_credible_open_idx" on "matching"."reports" ("profile_id", "created_at")
      where "reviewed_at" is null and "credible"`);
    this.addSql('drop view "matching"."moderation_queue"');
    // Held for review: 3 different credible reporters within 24 hours of one another, none of it reviewed yet.
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

    // The audit log: who (moderator) did what (action, details) to whom (profile), when and why. The names are the
    // ones they had then; the entry stays when either account is deleted (no foreign keys).
    this.addSql(`
      create table "matching"."moderation_actions" (
        "id" uuid primary key default gen_random_uuid(),
        "action" text not null,
        "profile_id" uuid not null,
        "profile_name" text not null,
        "moderator_id" uuid not null,
        "moderator_name" text not null,
        "reason" text not null,
        "details" jsonb not null default '{}',
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      'create index "moderation_actions_created_idx" on "matching"."moderation_actions" ("created_at" desc, "id" desc)',
    );
    this.addSql(
      'create index "moderation_actions_profile_idx" on "matching"."moderation_actions" ("profile_id", "created_at" desc, "id" desc)',
    );

    // A moderator's warning, shown to the person until they acknowledge it.
    this.addSql(`
      create table "matching"."warnings" (
        "id" uuid primary key default gen_random_uuid(),
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "reason" text not null,
        "created_at" timestamptz not null default now(),
        "acknowledged_at" timestamptz
      )`);
    this.addSql(
      'create index "warnings_open_idx" on "matching"."warnings" ("profile_id", "created_at") where "acknowledged_at" is null',
    );

    // A photo the nudity triage flagged: hidden from everyone but its owner until a moderator decides (approve-photo
    // sets decided_at; remove-photo deletes the row with the photo).
    this.addSql(`
      create table "matching"."photo_holds" (
        "object_url" text primary key,
        "profile_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "score" real not null,
        "flagged_at" timestamptz not null default now(),
        "decided_at" timestamptz
      )`);
    this.addSql(
      'create index "photo_holds_open_idx" on "matching"."photo_holds" ("profile_id") where "decided_at" is null',
    );
  }

  override down() {
    this.addSql('drop table "matching"."photo_holds"');
    this.addSql('drop table "matching"."warnings"');
    this.addSql('drop table "matching"."moderation_actions"');
    this.addSql('drop index "matching"."reports_credible_open_idx"');
    this.addSql(`
      create or replace function "matching"."held_for_review"(person uuid) returns boolean
      language sql stable parallel safe as $$
        select exists (
          select 1 from matching.reports r
          where r.profile_id = person and r.reviewed_at is null
            and (select count(distinct o.reporter_id) from matching.reports o
                 where o.profile_id = person and o.reviewed_at is null
                   and o.created_at between r.created_at - interval '24 hours' and r.created_at) >= 3)
      $$`);
    this.addSql('alter table "matching"."reports" drop column "credible", drop column "evidence"');
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
    this.addSql('alter table "matching"."profiles" drop column "restricted_until"');
  }
}
