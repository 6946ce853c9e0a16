import { Migration } from '@mikro-orm/migrations';

/**
 * Photo triage (README "Photo triage"): each processed photo's nudity score, and whether matching was told of one
 * above NSFW_THRESHOLD. Photos stored before this are scored too, a few at a time.
 */
export class Migration20261126170000_photo_triage extends Migration {
  override up() {
    this.addSql(
      'alter table "billing"."uploads" add column "nsfw_score" real, add column "scored_at" timestamptz, add column "flagged_at" timestamptz, add column "flag_sent_at" timestamptz',
    );
    this.addSql(
      `create index "uploads_unscored_idx" on "billing"."uploads" ("checked_at") where "status" = 'stored' and "kind" = 'photo' and "scored_at" is null`,
    );
    this.addSql(
      'create index "uploads_flag_unsent_idx" on "billing"."uploads" ("flagged_at") where "flagged_at" is not null and "flag_sent_at" is null',
    );
  }

  override down() {
    this.addSql('drop index "billing"."uploads_flag_unsent_idx"');
    this.addSql('drop index "billing"."uploads_unscored_idx"');
    this.addSql(
      'alter table "billing"."uploads" drop column "nsfw_score", drop column "scored_at", drop column "flagged_at", drop column "flag_sent_at"',
    );
  }
}
