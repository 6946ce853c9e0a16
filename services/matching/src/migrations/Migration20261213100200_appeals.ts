import { Migration } from '@mikro-orm/migrations';

/**
 * Accountable moderation (README: "Moderation"): where each report stands for its reporter, the statement of
 * reasons each decision carries (the rule it rests on, whether automated means took it, what it took, so a reversal
 * can give it back), and appeals, decided by another moderator.
 */
export class Migration20261213100200_appeals extends Migration {
  override up() {
    // `under_review_at`: a moderator opened the reported person's case; `decided_by`: the action that reviewed it.
    this.addSql(`
      alter table "matching"."reports"
        add column "under_review_at" timestamptz,
        add column "decided_by" uuid references "matching"."moderation_actions" ("id") on delete set null`);

    // `rule`: the rule of the Terms the decision rests on; `taken`: what a reversal puts back (a bio, the restriction
    // before). Entries written before this cite the community rule and were all taken by a moderator.
    this.addSql(`
      alter table "matching"."moderation_actions"
        add column "rule" text not null default 'community',
        add column "automated" boolean not null default false,
        add column "taken" jsonb not null default '{}'`);

    // One appeal per decision. The appellant's id is the decision's profile_id; the entry stays when either leaves.
    this.addSql(`
      create table "matching"."appeals" (
        "id" uuid primary key default gen_random_uuid(),
        "action_id" uuid not null unique references "matching"."moderation_actions" ("id") on delete cascade,
        "note" text,
        "created_at" timestamptz not null default now(),
        "decided_at" timestamptz,
        "decided_by" uuid,
        "outcome" text check ("outcome" in ('upheld', 'reversed')),
        "decision" text,
        check (("decided_at" is null) = ("outcome" is null))
      )`);
    this.addSql('create index "appeals_open_idx" on "matching"."appeals" ("created_at") where "decided_at" is null');
    this.addSql('create index "reports_reporter_idx" on "matching"."reports" ("reporter_id", "created_at" desc)');
  }

  override down() {
    this.addSql('drop index "matching"."reports_reporter_idx"');
    this.addSql('drop table "matching"."appeals"');
    this.addSql(`
      alter table "matching"."moderation_actions"
        drop column "rule", drop column "automated", drop column "taken"`);
    this.addSql('alter table "matching"."reports" drop column "under_review_at", drop column "decided_by"');
  }
}
