import { Migration } from '@mikro-orm/migrations';

/**
 * What a conversation partner may still report for 30 days after the other person deleted their account (spec §
 * "Safety"): the deleted person's first name and the last messages of the two, written in the deletion's
 * transaction. The partner's data, for a report only: nothing reads it but the report. The deleted person is named
 * by a hash of their id (`deleted_key`), so no row names them after the deletion, yet a report naming that id finds it.
 * A report about a deleted person keeps their id, as the audit log does, so reports no longer need the profile row.
 */
export class Migration20261213100500_deleted_partner_evidence extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."deleted_partner_evidence" (
        "partner_id" uuid not null references "matching"."profiles" ("id") on delete cascade,
        "deleted_key" text not null,
        "first_name" text,
        "messages" jsonb not null,
        "keep_until" timestamptz not null,
        primary key ("partner_id", "deleted_key")
      )`);
    this.addSql(
      'create index "deleted_partner_evidence_keep_until_idx" on "matching"."deleted_partner_evidence" ("keep_until")',
    );
    this.addSql('alter table "matching"."reports" drop constraint "reports_profile_id_fkey"');
  }

  override down() {
    this.addSql(
      'delete from "matching"."reports" r where not exists (select 1 from "matching"."profiles" p where p.id = r.profile_id)',
    );
    this.addSql(
      'alter table "matching"."reports" add constraint "reports_profile_id_fkey" foreign key ("profile_id") references "matching"."profiles" ("id") on delete cascade',
    );
    this.addSql('drop table "matching"."deleted_partner_evidence"');
  }
}
