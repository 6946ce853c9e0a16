import { Migration } from '@mikro-orm/migrations';

/**
 * Moderators held in check (README: "Moderation"): who read whose case or viewed whose evidence, actions on an admin
 * waiting for a second admin, and the admins' alerts of a burst of bans and suspensions by one moderator. Names are
 * kept as they were and nothing has a foreign key: the entries outlive the accounts, as the audit log's do.
 */
export class Migration20261213100100_moderation_checks extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."moderation_reads" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null check ("kind" in ('case-read', 'evidence-view')),
        "moderator_id" uuid not null,
        "moderator_name" text not null,
        "profile_id" uuid not null,
        "report_id" uuid,
        "created_at" timestamptz not null default now()
      )`);
    this.addSql(
      'create index "moderation_reads_created_idx" on "matching"."moderation_reads" ("created_at" desc, "id" desc)',
    );
    this.addSql(
      'create index "moderation_reads_profile_idx" on "matching"."moderation_reads" ("profile_id", "created_at" desc)',
    );

    // `request`: the takeModerationAction body as the first admin sent it.
    this.addSql(`
      create table "matching"."pending_moderation_actions" (
        "id" uuid primary key default gen_random_uuid(),
        "profile_id" uuid not null,
        "profile_name" text not null,
        "request" jsonb not null,
        "proposed_by" uuid not null,
        "proposed_by_name" text not null,
        "created_at" timestamptz not null default now()
      )`);

    this.addSql(`
      create table "matching"."moderation_alerts" (
        "id" uuid primary key default gen_random_uuid(),
        "moderator_id" uuid not null,
        "moderator_name" text not null,
        "count" int not null,
        "since" timestamptz not null,
        "raised_at" timestamptz not null default now()
      )`);
    this.addSql(
      'create index "moderation_alerts_moderator_idx" on "matching"."moderation_alerts" ("moderator_id", "raised_at" desc)',
    );
    // The burst count: one moderator's bans and suspensions of the last 10 minutes.
    this.addSql(`
      create index "moderation_actions_restrictions_idx" on "matching"."moderation_actions" ("moderator_id", "created_at")
      where "action" in ('ban', 'suspend')`);
  }

  override down() {
    this.addSql('drop index "matching"."moderation_actions_restrictions_idx"');
    this.addSql('drop table "matching"."moderation_alerts"');
    this.addSql('drop table "matching"."pending_moderation_actions"');
    this.addSql('drop table "matching"."moderation_reads"');
  }
}
