import { Migration } from '@mikro-orm/migrations';

/**
 * What each photo shows, in its owner's words (issue 45): by the photo's URL, the photo's text for everyone else's
 * screen reader. A photo without one has no key; a deleted photo's goes with it.
 */
export class Migration20261216100000_photo_descriptions extends Migration {
  override up() {
    this.addSql(`alter table "matching"."profiles" add column "photo_descriptions" jsonb not null default '{}'`);
  }

  override down() {
    this.addSql('alter table "matching"."profiles" drop column "photo_descriptions"');
  }
}
