import { Migration } from '@mikro-orm/migrations';

/**
 * The e-mail digest (README: "Push and e-mail"): when a person was last mailed one, and the newest message it told
 * of (the next one tells only of later messages).
 */
export class Migration20261201093000_email_digests extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."email_digests" (
        "user_id" uuid primary key references "matching"."profiles" ("id") on delete cascade,
        "last_sent_at" timestamptz not null,
        "covered_until" timestamptz not null
      )`);
  }

  override down() {
    this.addSql('drop table "matching"."email_digests"');
  }
}
