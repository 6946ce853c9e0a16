import { Migration } from '@mikro-orm/migrations';

/** A lower plan that takes over when the paid period renews (a downgrade waits for the period's end). */
export class Migration20261124013048_scheduled_tier extends Migration {
  override up() {
    this.addSql(
      `alter table "billing"."subscriptions" add column "scheduled_tier" text check ("scheduled_tier" in ('premium', 'gold'))`,
    );
    this.addSql(`alter table "billing"."subscription_transitions" add column "scheduled_tier" text`);
  }
}
