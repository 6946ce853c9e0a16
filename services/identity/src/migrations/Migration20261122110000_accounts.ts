import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110000_accounts extends Migration {
  override up() {
    this.addSql(`
      create table "identity"."accounts" (
        "id" uuid primary key,
        "username" varchar(30) not null,
        "email" varchar(254) not null check ("email" = lower("email")),
        "password_hash" text not null,
        "created_at" timestamptz not null
      )`);
    this.addSql('create unique index "accounts_username_key" on "identity"."accounts" (lower("username"))');
    this.addSql('create unique index "accounts_email_key" on "identity"."accounts" ("email")');
    this.addSql(`
      create table "identity"."verification_codes" (
        "contact" varchar(254) primary key,
        "code_hash" text not null,
        "wrong_tries" integer not null default 0 check ("wrong_tries" >= 0),
        "sent_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "verified_at" timestamptz
      )`);
  }

  override down() {
    this.addSql('drop table "identity"."verification_codes"');
    this.addSql('drop table "identity"."accounts"');
  }
}
