import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090000_plans extends Migration {
  override up() {
    this.addSql(`
      create table "billing"."plans" (
        "id" text primary key check ("id" in ('free', 'premium', 'gold')),
        "name" text not null,
        "price_cents" integer not null check ("price_cents" >= 0),
        "daily_like_limit" integer check ("daily_like_limit" >= 0),
        "features" jsonb not null,
        "position" integer not null unique
      )`);
    this.addSql(`
      insert into "billing"."plans" ("id", "name", "price_cents", "daily_like_limit", "features", "position") values
        ('free', 'Free', 0, 10,
          '["10 likes per day", "Basic profile viewing", "Limited messaging"]', 1),
        ('premium', 'Premium', 999, 100,
          '["100 likes per day", "See who likes you", "Unlimited messaging", "Profile boost (1 per month)", "Advanced filters"]', 2),
        ('gold', 'Gold', 1999, null,
          '["Unlimited likes", "Super likes (5 per day)", "Profile boost (5 per month)", "Read receipts", "Priority matching", "Incognito mode"]', 3)`);
  }

  override down() {
    this.addSql('drop table "billing"."plans"');
  }
}
