import { Migration } from '@mikro-orm/migrations';

/**
 * The audit of role changes (README: "Moderation"): whose role went from what to what, who changed it (the operator
 * of `npm run moderation`), when. No foreign key: the entry outlives the account.
 */
export class Migration20261129100100_role_changes extends Migration {
  override up() {
    this.addSql(`
      create table "identity"."role_changes" (
        "id" uuid primary key default gen_random_uuid(),
        "account_id" uuid not null,
        "username" text not null,
        "before" text not null,
        "after" text not null,
        "changed_by" text not null,
        "changed_at" timestamptz not null default now()
      )`);
    this.addSql('create index "role_changes_account_idx" on "identity"."role_changes" ("account_id", "changed_at")');
  }

  override down() {
    this.addSql('drop table "identity"."role_changes"');
  }
}
