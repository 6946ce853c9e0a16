import { Migration } from '@mikro-orm/migrations';

/**
 * The feed's filters kept on the account (feed/filters.ts): an age range and a maximum distance for everyone,
 * interests in common for the plans with advanced filters. Everyone starts within 80 km (applied once they have a
 * location) and at any age.
 */
export class Migration20261201100000_feed_filters extends Migration {
  override up() {
    this.addSql(`
      alter table "matching"."profiles"
        add column "filter_min_age" integer check ("filter_min_age" between 18 and 120),
        add column "filter_max_age" integer check ("filter_max_age" between 18 and 120),
        add column "filter_max_distance_km" integer default 80 check ("filter_max_distance_km" between 1 and 20000),
        add column "filter_common_interests" boolean not null default false`);
  }

  override down() {
    this.addSql(`
      alter table "matching"."profiles"
        drop column "filter_min_age", drop column "filter_max_age",
        drop column "filter_max_distance_km", drop column "filter_common_interests"`);
  }
}
