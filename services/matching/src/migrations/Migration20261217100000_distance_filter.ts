import { Migration } from '@mikro-orm/migrations';
import { createFeedPageFunction, FEED_ARGUMENT_TYPES, FEED_PAGE_FUNCTION } from '../feed/repository.ts';
import { HAVERSINE_KM } from './Migration20261126094500_location_cells.ts';

/**
 * The whole km between two cell centres, never under 2, as a function of its own (`whole_km`) that PostgreSQL inlines:
 * the distance filters compare it with the largest step under their limit, instead of working out the shown steps
 * (`in_steps_km`, not inlined around the haversine) for each row. The shown distance is the same number as before.
 * The feed's page compares it so, and ships a function of its own (feed/repository.ts, `FEED_PAGE_FUNCTION`).
 */
export class Migration20261217100000_distance_filter extends Migration {
  override up() {
    this.addSql(`
      create function "matching"."whole_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select greatest(2, floor(${HAVERSINE_KM})::integer + 1)
      $$`);
    this.addSql(`
      create or replace function "matching"."shown_distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select matching.in_steps_km(matching.whole_km(lat1, lon1, lat2, lon2))
      $$`);
    this.addSql(createFeedPageFunction());
  }

  override down() {
    this.addSql(`drop function if exists ${FEED_PAGE_FUNCTION}(${FEED_ARGUMENT_TYPES})`);
    this.addSql(`
      create or replace function "matching"."shown_distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select matching.in_steps_km(greatest(2, floor(${HAVERSINE_KM})::integer + 1))
      $$`);
    this.addSql('drop function "matching"."whole_km"');
  }
}
