import { Migration } from '@mikro-orm/migrations';

/**
 * A photo a moderator removes is set aside rather than deleted (status `set-aside`), until `keep_until`: an appeal
 * that reverses the removal brings it back (matching's `restoreUploadedObject`); the hourly sweep deletes it after.
 */
export class Migration20261215100000_uploads_set_aside extends Migration {
  override up() {
    this.addSql('alter table "billing"."uploads" add column "keep_until" timestamptz');
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected', 'swept', 'removed', 'set-aside'))`,
    );
    this.addSql(
      'create index "uploads_set_aside_idx" on "billing"."uploads" ("keep_until") where "status" = \'set-aside\'',
    );
  }

  override down() {
    this.addSql('drop index "billing"."uploads_set_aside_idx"');
    // Nothing brings them back without the column: removed, as before (their objects stay until the account goes).
    this.addSql('update "billing"."uploads" set "status" = \'removed\' where "status" = \'set-aside\'');
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected', 'swept', 'removed'))`,
    );
    this.addSql('alter table "billing"."uploads" drop column "keep_until"');
  }
}
