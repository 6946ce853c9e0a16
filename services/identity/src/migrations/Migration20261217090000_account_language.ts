import { Migration } from '@mikro-orm/migrations';

/** The language of a person's mails and pushes, once they choose one (null: English). */
export class Migration20261217090000_account_language extends Migration {
  override up() {
    this.addSql(`
      alter table "identity"."accounts"
        add column "language" text check ("language" in ('en', 'ar'))`);
  }

  override down() {
    this.addSql('alter table "identity"."accounts" drop column "language"');
  }
}
