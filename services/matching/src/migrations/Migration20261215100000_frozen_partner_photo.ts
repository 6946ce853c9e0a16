import { Migration } from '@mikro-orm/migrations';

/**
 * What a partner keeps of a person who deleted their account now has a photo too: billing's copy of the profile
 * picture made at the deletion (`/media/frozen/{random}.webp`, a name that names nobody), which a report copies into
 * its evidence. Billing deletes the copy after 30 days, as the row goes.
 */
export class Migration20261215100000_frozen_partner_photo extends Migration {
  override up() {
    this.addSql('alter table "matching"."deleted_partner_evidence" add column "photo_url" text');
  }

  override down() {
    this.addSql('alter table "matching"."deleted_partner_evidence" drop column "photo_url"');
  }
}
