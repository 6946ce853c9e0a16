import { Migration } from '@mikro-orm/migrations';

/**
 * Who sent a contact message, when signed in: the data download shows a person the messages their account sent,
 * never a guest's message that happens to carry their address.
 */
export class Migration20261129100401_contact_sender extends Migration {
  override up() {
    this.addSql(`
      alter table "identity"."contact_messages"
        add column "account_id" uuid references "identity"."accounts" ("id") on delete cascade`);
    this.addSql(
      'create index "contact_messages_account_idx" on "identity"."contact_messages" ("account_id") where "account_id" is not null',
    );
  }

  override down() {
    this.addSql('alter table "identity"."contact_messages" drop column "account_id"');
  }
}
