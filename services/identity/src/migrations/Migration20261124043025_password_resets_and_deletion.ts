import { Migration } from '@mikro-orm/migrations';

/**
 * One-time password reset links (only a hash of the token is kept), and accounts being deleted: marked at once,
 * so they can no longer sign in, and deleted last, once every service has deleted its own data.
 */
export class Migration20261124043025_password_resets_and_deletion extends Migration {
  override up() {
    this.addSql(`
      create table "identity"."password_resets" (
        "token_hash" text primary key,
        "account_id" uuid not null references "identity"."accounts" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "used_at" timestamptz
      )`);
    this.addSql('create index "password_resets_account_idx" on "identity"."password_resets" ("account_id")');
    this.addSql('alter table "identity"."accounts" add column "deleting_since" timestamptz');
    this.addSql(
      'create index "accounts_deleting_idx" on "identity"."accounts" ("deleting_since") where "deleting_since" is not null',
    );
  }

  override down() {
    this.addSql('drop index "identity"."accounts_deleting_idx"');
    this.addSql('alter table "identity"."accounts" drop column "deleting_since"');
    this.addSql('drop table "identity"."password_resets"');
  }
}
