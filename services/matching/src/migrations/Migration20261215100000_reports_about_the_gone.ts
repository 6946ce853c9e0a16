import { Migration } from '@mikro-orm/migrations';

/**
 * Reports about a partner gone to the reporter, by a block or a deletion, are received alike (issue 44): `told` says
 * whether the reporter was (201, and listed in their reports); one about someone else gone to them is kept unsaid.
 * What a partner keeps of a person who deleted their account now has a photo too: billing's copy of the profile
 * picture made at the deletion (`/media/frozen/{random}.webp`, a name that names nobody), which a report copies into
 * its evidence. Billing deletes the copy after 30 days, as the row goes.
 */
export class Migration20261215100000_reports_about_the_gone extends Migration {
  override up() {
    this.addSql('alter table "matching"."deleted_partner_evidence" add column "photo_url" text');
    // Before, a report about someone gone to the reporter was answered as for a deleted account and never listed.
    this.addSql('alter table "matching"."reports" add column "told" boolean not null default true');
    this.addSql(`update "matching"."reports" r set "told" = false where exists (select 1 from "matching"."blocks" b
      where b.user_id = r.profile_id and b.profile_id = r.reporter_id and b.created_at <= r.created_at)`);
  }

  override down() {
    this.addSql('alter table "matching"."reports" drop column "told"');
    this.addSql('alter table "matching"."deleted_partner_evidence" drop column "photo_url"');
  }
}
