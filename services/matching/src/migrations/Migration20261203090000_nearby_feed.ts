import { Migration } from '@mikro-orm/migrations';

/**
 * The location index becomes two-dimensional (GiST on the point) and carries each person's id and feed position, so
 * that the feed under a distance filter reads the people nearest the viewer from the index alone (feed/repository.ts,
 * `nearby`): the btree on (latitude, longitude) read the whole band of latitudes to find them. It carries the
 * coordinates too: PostgreSQL reads an index alone only when it holds every column the query names.
 */
export class Migration20261203090000_nearby_feed extends Migration {
  override up() {
    this.addSql('drop index "matching"."profiles_location_idx"');
    this.addSql(
      'create index "profiles_location_idx" on "matching"."profiles" using gist (point("longitude", "latitude")) include ("id", "feed_seq", "longitude", "latitude") where "discoverable" and "latitude" is not null',
    );
  }

  override down() {
    this.addSql('drop index "matching"."profiles_location_idx"');
    this.addSql(
      'create index "profiles_location_idx" on "matching"."profiles" ("latitude", "longitude") where "discoverable" and "latitude" is not null',
    );
  }
}
