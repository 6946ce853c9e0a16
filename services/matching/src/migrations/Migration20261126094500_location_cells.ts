import { Migration } from '@mikro-orm/migrations';
import { snapped } from '../core/cells.ts';

export const HAVERSINE_KM = `12742 * asin(least(1, sqrt(
  power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)
)))`;

/**
 * Locations with a precision floor: every stored position becomes the centre of its grid cell
 * (location/cells.ts), the exact distance function gives way to the coarse one people are shown, and changes of cell
 * are counted for their daily limit.
 */
export class Migration20261126094500_location_cells extends Migration {
  override async up() {
    const located = (await this.execute(
      'select id, latitude, longitude from "matching"."profiles" where latitude is not null and longitude is not null',
    )) as { id: string; latitude: number; longitude: number }[];
    const cells = located.map(({ id, latitude, longitude }) => ({ id, ...snapped({ latitude, longitude }) }));
    await this.execute(
      `update "matching"."profiles" p set latitude = c.latitude, longitude = c.longitude
       from jsonb_to_recordset(?::jsonb) as c(id uuid, latitude float8, longitude float8) where p.id = c.id`,
      [JSON.stringify(cells)],
    );
    // A person without a whole position has none (the API always set both or neither).
    await this.execute(
      'update "matching"."profiles" set latitude = null, longitude = null where (latitude is null) <> (longitude is null)',
    );

    this.addSql(`
      alter table "matching"."profiles"
        add column "location_changes" integer not null default 0 check ("location_changes" >= 0),
        add column "location_changes_since" timestamptz`);

    this.addSql('drop function "matching"."distance_km"');
    // What a person is shown of the distance between two cell centres: the whole km above it, never under 2, so
    // n reads "less than n km" and 2 "less than 2 km". The feed's distance filter compares this same number.
    this.addSql(`
      create function "matching"."shown_distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select greatest(2, floor(${HAVERSINE_KM})::integer + 1)
      $$`);
  }

  override down() {
    this.addSql('drop function "matching"."shown_distance_km"');
    this.addSql(`
      create function "matching"."distance_km"(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
      returns integer language sql immutable parallel safe as $$
        select round(${HAVERSINE_KM})::integer
      $$`);
    this.addSql(
      'alter table "matching"."profiles" drop column "location_changes", drop column "location_changes_since"',
    );
  }
}
