import { Migration } from '@mikro-orm/migrations';
import { HAVERSINE_KM } from './Migration20261126094500_location_cells.ts';

/**
 * Readings frozen for the day: a move waits in `pending_*` until the next UTC day's publishing run (location/cells.ts),
 * so nobody's reading of anyone changes within a day; and distances above 10 km are shown in 5 km steps.
 */
export class Migration20261213100400_frozen_readings extends Migration {
  override up() {
    this.addSql(`
      alter table "matching"."profiles"
        add column "pending_latitude" double precision,
        add column "pending_longitude" double precision,
        add column "pending_location" text,
        add column "pending_since" timestamptz`);
    this.addSql(
      'create index "profiles_pending_move_idx" on "matching"."profiles" ("pending_since") where "pending_since" is not null',
    );
    // The whole km above the distance between centres, never under 2; above 10, the next multiple of 5, so a
    // reading far away moves only when the person moves a good way. Two plain expressions: PostgreSQL inlines both.
    this.addSql(`
      create function "matching"."in_steps_km"(km integer) returns integer language sql immutable parallel safe as $$
        select case when km <= 10 then km else ((km + 4) / 5) * 5 end
      $$`);
    this.addSql(`
      create or replace function "matching"."shown_distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select matching.in_steps_km(greatest(2, floor(${HAVERSINE_KM})::integer + 1))
      $$`);
  }

  override down() {
    this.addSql(`
      create or replace function "matching"."shown_distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select greatest(2, floor(${HAVERSINE_KM})::integer + 1)
      $$`);
    this.addSql('drop function "matching"."in_steps_km"');
    this.addSql('drop index "matching"."profiles_pending_move_idx"');
    this.addSql(`
      alter table "matching"."profiles"
        drop column "pending_latitude", drop column "pending_longitude", drop column "pending_location",
        drop column "pending_since"`);
  }
}
