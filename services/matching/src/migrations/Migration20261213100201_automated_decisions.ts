import { Migration } from '@mikro-orm/migrations';

/**
 * Each restriction automated means imposed (the nudity triage's photo holds, the holds reports make), counted by
 * `npm run transparency`. Only the kind and the time: no person, so it is nobody's data and outlives what it counts
 * (a removed photo's hold, a reviewed hold).
 */
export class Migration20261213100201_automated_decisions extends Migration {
  override up() {
    this.addSql(`
      create table "matching"."automated_decisions" (
        "id" bigint generated always as identity primary key,
        "kind" text not null check ("kind" in ('hold-photo', 'hold-profile')),
        "decided_at" timestamptz not null default now()
      )`);
    this.addSql('create index "automated_decisions_at_idx" on "matching"."automated_decisions" ("decided_at")');
  }

  override down() {
    this.addSql('drop table "matching"."automated_decisions"');
  }
}
