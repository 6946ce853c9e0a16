import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090000_contact_messages extends Migration {
  override up() {
    this.addSql(`
      create table "identity"."contact_messages" (
        "id" uuid primary key,
        "name" varchar(100) not null,
        "email" varchar(254) not null,
        "subject" varchar(200) not null,
        "category" text not null check ("category" in ('general', 'technical', 'billing', 'safety', 'feedback', 'bug')),
        "message" varchar(5000) not null,
        "created_at" timestamptz not null
      )`);
    this.addSql('create index "contact_messages_created_at_idx" on "identity"."contact_messages" ("created_at")');
  }

  override down() {
    this.addSql('drop table "identity"."contact_messages"');
  }
}
