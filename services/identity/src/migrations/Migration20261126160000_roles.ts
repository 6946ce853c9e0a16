import { Migration } from '@mikro-orm/migrations';

/** Roles (README: "Moderation"): every account is a member until `npm run moderation -- grant` says otherwise. */
export class Migration20261126160000_roles extends Migration {
  override up() {
    this.addSql(`
      alter table "identity"."accounts"
        add column "role" text not null default 'member' check ("role" in ('member', 'moderator', 'admin'))`);
  }

  override down() {
    this.addSql('alter table "identity"."accounts" drop column "role"');
  }
}
