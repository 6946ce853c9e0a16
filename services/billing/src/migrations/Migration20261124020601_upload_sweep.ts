import { Migration } from '@mikro-orm/migrations';

/** Uploads remember when a profile first used them; those never used are swept (status `swept`). */
export class Migration20261124020601_upload_sweep extends Migration {
  override up() {
    this.addSql('alter table "billing"."uploads" add column "attached_at" timestamptz');
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected', 'swept'))`,
    );
    this.addSql(
      'create index "uploads_unattached_idx" on "billing"."uploads" ("issued_at") where "attached_at" is null and "status" <> \'swept\'',
    );
  }

  override down() {
    this.addSql('drop index "billing"."uploads_unattached_idx"');
    this.addSql('alter table "billing"."uploads" drop constraint "uploads_status_check"');
    this.addSql(
      `alter table "billing"."uploads" add constraint "uploads_status_check" check ("status" in ('issued', 'stored', 'rejected'))`,
    );
    this.addSql('alter table "billing"."uploads" drop column "attached_at"');
  }
}
