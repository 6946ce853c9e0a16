import { Migration } from '@mikro-orm/migrations';
import { CITIES } from '../core/cities.ts';

/**
 * The place others see follows the location: it was free text (someone in Austin could read "Seattle, WA"), and is
 * now the name of the city nearest the stored cell (location/cities.ts, `placeOf`), or empty without a location.
 * And an account remembers that its owner gave an under-18 birth date (profiles/handlers.ts).
 */
export class Migration20261210090000_place_and_age extends Migration {
  override up() {
    this.addSql('alter table "matching"."profiles" add column "under_age_declared_at" timestamptz');
    const cities = CITIES.map(
      ({ name, latitude, longitude }) =>
        `('${name.replaceAll("'", "''")}', ${String(latitude)}::float8, ${String(longitude)}::float8)`,
    ).join(', ');
    // The nearest city by great-circle distance, as `placeOf` ranks them.
    this.addSql(`update "matching"."profiles" p set "location" = case when p.latitude is null then '' else (
        select c.name from (values ${cities}) as c(name, latitude, longitude)
        order by asin(sqrt(sin(radians(c.latitude - p.latitude) / 2) ^ 2
          + cos(radians(p.latitude)) * cos(radians(c.latitude)) * sin(radians(c.longitude - p.longitude) / 2) ^ 2))
        limit 1) end`);
  }

  override down() {
    this.addSql('alter table "matching"."profiles" drop column "under_age_declared_at"');
  }
}
