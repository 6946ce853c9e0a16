import { Migration } from '@mikro-orm/migrations';

/**
 * Read receipts a person can refuse, and never retroactive: a message keeps, beside when it was read, the time its
 * sender may be told (`read_receipt_at`), set only by a read made while the sender's plan had read receipts and the
 * reader shared them. Reads made before this release tell nobody.
 */
export class Migration20261213100402_read_receipts extends Migration {
  override up() {
    this.addSql('alter table "matching"."profiles" add column "shares_read_receipts" boolean not null default true');
    this.addSql('alter table "matching"."messages" add column "read_receipt_at" timestamptz');
  }

  override down() {
    this.addSql('alter table "matching"."messages" drop column "read_receipt_at"');
    this.addSql('alter table "matching"."profiles" drop column "shares_read_receipts"');
  }
}
