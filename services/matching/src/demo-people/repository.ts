import type { EntityManager } from '@mikro-orm/postgresql';
import { changed, firstRow, sql } from '@wishlist/service-kit';
import type { DemoPerson } from './people.ts';

/**
 * Inserts the demo people that are not there yet, oldest member first so the newest gets the highest feed position;
 * demo people seeded before they had a gender and coordinates, or prompts and an intention, get them.
 */
const addDemoPeople = (people: object[]) => sql`
  insert into matching.profiles as p (id, first_name, last_name, birth_date, location, gender, latitude, longitude, bio,
    profile_photo, instagram_handle, instagram_photos, interests, prompts, intention, demo, likes_back, created_at)
  select id, first_name, last_name, birth_date, location, gender, latitude, longitude, bio, profile_photo, instagram_handle,
    instagram_photos, interests, prompts, intention, true, likes_back, created_at
  from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as t(id uuid, first_name text, last_name text, birth_date date, location text,
    gender text, latitude float8, longitude float8, bio text, profile_photo text, instagram_handle text,
    instagram_photos jsonb, interests jsonb, prompts jsonb, intention text, likes_back boolean, created_at timestamptz)
  order by created_at
  on conflict (id) do update set gender = coalesce(p.gender, excluded.gender), latitude = coalesce(p.latitude, excluded.latitude),
    longitude = coalesce(p.longitude, excluded.longitude), prompts = excluded.prompts, intention = excluded.intention
    where p.demo and (p.latitude is null or (p.prompts = '[]' and p.intention is null))`;

const likesBackSql = (id: string) =>
  sql<{
    likesBack: boolean;
  }>`select exists (select 1 from matching.profiles where id = ${id} and likes_back) as "likesBack"`;

/** The demo people in matching's profiles (only with DEMO_PEOPLE: app.ts). */
export function demoPeopleRepository(em: EntityManager) {
  return {
    /** Adds the demo people that are not there yet, in one statement; answers how many were added. */
    async add(people: DemoPerson[]): Promise<number> {
      const rows = people.map((person) => ({
        id: person.id,
        first_name: person.firstName,
        last_name: person.lastName,
        birth_date: person.birthDate,
        location: person.location,
        gender: person.gender,
        latitude: person.latitude,
        longitude: person.longitude,
        bio: person.bio,
        profile_photo: person.photos[0],
        instagram_handle: person.instagramHandle,
        instagram_photos: person.photos,
        interests: person.interests,
        prompts: person.prompts,
        intention: person.intention,
        likes_back: person.likesBack,
        created_at: person.joinedAt,
      }));
      return changed(em.getKysely(), addDemoPeople(rows));
    },

    /** Whether `id` likes back whoever likes them (every third demo person: people.ts). */
    async likesBack(id: string): Promise<boolean> {
      return (await firstRow(em.getKysely(), likesBackSql(id)))?.likesBack ?? false;
    },
  };
}
