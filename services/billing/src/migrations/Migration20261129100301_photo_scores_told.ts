import { Migration } from '@mikro-orm/migrations';

/**
 * Matching shows a photo to others only once it is told the photo's score (README "Photo triage"), so every score
 * is told, clear ones too: `score_sent_at`. The photos scored before this were shown already and flagged ones were
 * told as they were; `flag_sent_at` stays for the release before this one.
 */
export class Migration20261129100301_photo_scores_told extends Migration {
  override up() {
    this.addSql('alter table "billing"."uploads" add column "score_sent_at" timestamptz');
    this.addSql(`update "billing"."uploads" set "score_sent_at" = coalesce("flag_sent_at", "scored_at")
      where "scored_at" is not null and ("flagged_at" is null or "flag_sent_at" is not null)`);
    this.addSql(
      'create index "uploads_score_unsent_idx" on "billing"."uploads" ("scored_at") where "scored_at" is not null and "score_sent_at" is null',
    );
  }

  override down() {
    this.addSql('drop index "billing"."uploads_score_unsent_idx"');
    this.addSql('alter table "billing"."uploads" drop column "score_sent_at"');
  }
}
