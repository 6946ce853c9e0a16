import { Migration } from '@mikro-orm/migrations';

/**
 * Uploads are processed before they are served (media.ts), refused ones say why, and removed ones are deleted.
 * Objects stored before this were served as uploaded (a photo's GPS included): they go back to `issued`, so each
 * is processed (or refused and deleted) the next time anyone reads or uses it.
 */
export class Migration20261126100000_media_pipeline extends Migration {
  override up() {
    this.addSql(
      'alter table "billing"."uploads" add column "refusal_code" text, add column "refusal_message" text, add column "removed_at" timestamptz',
    );
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected', 'swept', 'removed'))`,
    );
    this.addSql(`update "billing"."uploads" set "status" = 'issued', "checked_at" = null where "status" = 'stored'`);
    this.addSql('create index "uploads_user_issued_idx" on "billing"."uploads" ("user_id", "issued_at")');
  }

  override down() {
    this.addSql('drop index "billing"."uploads_user_issued_idx"');
    this.addSql(`update "billing"."uploads" set "status" = 'swept' where "status" = 'removed'`);
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected', 'swept'))`,
    );
    this.addSql(
      'alter table "billing"."uploads" drop column "refusal_code", drop column "refusal_message", drop column "removed_at"',
    );
  }
}
