import { Migration } from '@mikro-orm/migrations';

/**
 * Bans and suspensions (the service's README, "Roles, bans and suspensions"): on the account, and for a ban a keyed
 * hash of its e-mail address in a table of its own, which outlives the account so that the address cannot sign up
 * again (the address itself goes with the account).
 */
export class Migration20261127090000_restrictions extends Migration {
  override up() {
    this.addSql(`
      alter table "identity"."accounts"
        add column "banned_at" timestamptz,
        add column "suspended_until" timestamptz`);
    this.addSql(`
      create table "identity"."banned_emails" (
        "email_hmac" text primary key,
        "banned_at" timestamptz not null default now()
      )`);
  }

  override down() {
    this.addSql('drop table "identity"."banned_emails"');
    this.addSql('alter table "identity"."accounts" drop column "banned_at", drop column "suspended_until"');
  }
}
