import { LockMode, UniqueConstraintViolationException, type QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoPerson } from './demo-people.ts';
import { Profile } from './entities.ts';

/** A profile's public columns, named as `ProfileFields` (profile-view.ts) so a row feeds `toProfile` directly. */
export const PROFILE_COLUMNS = `p.id, p.first_name as "firstName", p.last_name as "lastName", p.birth_date::text as "birthDate",
  p.location, p.bio, p.profile_photo as "profilePhoto", p.instagram_handle as "instagramHandle",
  p.instagram_photos as "instagramPhotos", p.interests`;

/**
 * Inserts the demo people that are not there yet, oldest member first so the newest gets the highest feed position;
 * demo people seeded before they had a gender and coordinates get them.
 */
const ADD_DEMO_PEOPLE_SQL = `
  insert into matching.profiles as p (id, first_name, last_name, birth_date, location, gender, latitude, longitude, bio,
    profile_photo, instagram_handle, instagram_photos, interests, demo, likes_back, created_at)
  select id, first_name, last_name, birth_date, location, gender, latitude, longitude, bio, profile_photo, instagram_handle,
    instagram_photos, interests, true, likes_back, created_at
  from jsonb_to_recordset(:people::jsonb) as t(id uuid, first_name text, last_name text, birth_date date, location text,
    gender text, latitude float8, longitude float8, bio text, profile_photo text, instagram_handle text,
    instagram_photos jsonb, interests jsonb, likes_back boolean, created_at timestamptz)
  order by created_at
  on conflict (id) do update set gender = excluded.gender, latitude = excluded.latitude, longitude = excluded.longitude
    where p.demo and p.latitude is null`;

/** Profiles: a member's own, as others see it, and the demo people. */
export function profileRepository(em: EntityManager) {
  return {
    /** Someone as the feed would show them: a profile that is not discoverable does not exist for others. */
    findShown: (id: string) => em.findOne(Profile, { id, discoverable: true }),

    find: (id: string) => em.findOne(Profile, id),

    /** Writes the changes made to the profiles this repository found. */
    save: () => em.flush(),

    /**
     * Changes a profile under a row lock and writes it (null: no such profile). The lists (photos, interests) are
     * stored as JSON arrays, so two edits at the same moment would otherwise each write back a list without the
     * other's change. An error thrown by `change` writes nothing.
     */
    change<T>(id: string, change: (profile: Profile) => T): Promise<T | null> {
      return em.transactional(async (tx) => {
        const profile = await tx.findOne(Profile, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        return profile ? change(profile) : null;
      });
    },

    /** A new account's profile; null when the account has one already. */
    async create(id: string, firstName: string): Promise<Profile | null> {
      const profile = em.create(Profile, { id, firstName });
      try {
        await em.flush();
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) return null;
        throw err;
      }
      return profile;
    },

    /** Adds the demo people that are not there yet, in one statement; answers how many were added. */
    async addDemoPeople(people: DemoPerson[]): Promise<number> {
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
        likes_back: person.likesBack,
        created_at: person.joinedAt,
      }));
      const { affectedRows } = await em.execute<QueryResult>(ADD_DEMO_PEOPLE_SQL, { people: JSON.stringify(rows) }, 'run');
      return affectedRows;
    },
  };
}
