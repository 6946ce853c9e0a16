import { Migration } from '@mikro-orm/migrations';

/** The demo mailbox: in demo mode (no mail server) the mails identity would send are kept here for a day. */
export class Migration20261126100000_demo_mailbox extends Migration {
  override up() {
    this.addSql(`
      create table "identity"."demo_mails" (
        "id" bigint generated always as identity primary key,
        "recipient" text not null,
        "subject" text not null,
        "body" text not null,
        "sent_at" timestamptz not null default now()
      )`);
    this.addSql('create index "demo_mails_recipient_idx" on "identity"."demo_mails" ("recipient", "id")');
  }

  override down() {
    this.addSql('drop table "identity"."demo_mails"');
  }
}
