import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { ApiError, sessionUser, type Handler } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import { ownUpload } from './billing.ts';
import { Profile } from './entities.ts';
import { ageOn, MINIMUM_AGE, toOwnProfile, toProfile } from './profile-view.ts';

const MAX_PHOTOS = 12;
const MAX_INTERESTS = 20;
const OLDEST_PLAUSIBLE_AGE = 120;

const profileNotFound = () => new ApiError(404, 'Profile not found', 'NOT_FOUND');

/** Someone as the feed would show them: a profile that is not discoverable does not exist for others. */
export async function findShownProfile(em: EntityManager, id: string) {
  const profile = await em.findOne(Profile, { id, discoverable: true });
  if (!profile) throw profileNotFound();
  return profile;
}

async function ownProfile(request: FastifyRequest) {
  const profile = await request.em.findOne(Profile, sessionUser(request));
  if (!profile) throw profileNotFound();
  return profile;
}

/**
 * Edits the own profile's lists (photos, interests) under a row lock: they are stored as JSON arrays, so two
 * edits at the same moment would otherwise each write back a list without the other's change.
 */
function editOwnProfile<T>(request: FastifyRequest, edit: (profile: Profile) => T): Promise<T> {
  return request.em.transactional(async (em) => {
    const profile = await em.findOne(Profile, sessionUser(request), { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!profile) throw profileNotFound();
    return edit(profile);
  });
}

async function saved(request: FastifyRequest, profile: Profile) {
  await request.em.flush();
  return { profile: toOwnProfile(profile) };
}

export const getProfile: Handler<'getProfile'> = async (request) => ({
  profile: toProfile(await findShownProfile(request.em, request.params.id)),
});

export const getOwnProfile: Handler<'getOwnProfile'> = async (request) => ({ profile: toOwnProfile(await ownProfile(request)) });

function checkedBirthDate(birthDate: string) {
  const age = ageOn(birthDate);
  if (age < MINIMUM_AGE) throw new ApiError(400, `You must be at least ${MINIMUM_AGE} to use Wishlist.`, 'TOO_YOUNG');
  if (age > OLDEST_PLAUSIBLE_AGE) throw new ApiError(400, 'Please enter your real date of birth.', 'INVALID_BIRTH_DATE');
  return birthDate;
}

/** `@name` for a handle given with or without its @; empty clears it. */
const normalizedHandle = (handle: string) => (handle.trim() === '' ? '' : `@${handle.trim().replace(/^@/, '')}`);

export const updateOwnProfile: Handler<'updateOwnProfile'> = async (request) => {
  const profile = await ownProfile(request);
  const { firstName, lastName, birthDate, location, bio, instagramHandle } = request.body;
  if (firstName !== undefined) {
    if (firstName.trim() === '') throw new ApiError(400, 'First name cannot be blank.', 'BLANK_NAME');
    profile.firstName = firstName.trim();
  }
  if (lastName !== undefined) profile.lastName = lastName.trim();
  if (birthDate !== undefined) profile.birthDate = checkedBirthDate(birthDate);
  if (location !== undefined) profile.location = location.trim();
  if (bio !== undefined) profile.bio = bio.trim() || null; // an empty bio is no bio: the profile page hides it
  if (instagramHandle !== undefined) profile.instagramHandle = normalizedHandle(instagramHandle);
  return saved(request, profile);
};

export const updateProfilePicture: Handler<'updateProfilePicture'> = async (request) => {
  const profile = await ownProfile(request);
  profile.profilePhoto = await ownUpload(request, profile.id, request.body.imageURL, 'photo');
  return saved(request, profile);
};

export const addProfilePhoto: Handler<'addProfilePhoto'> = async (request, reply) => {
  const url = await ownUpload(request, sessionUser(request), request.body.imageURL, 'photo');
  const profile = await editOwnProfile(request, (profile) => {
    if (!profile.instagramPhotos.includes(url)) {
      if (profile.instagramPhotos.length >= MAX_PHOTOS) throw new ApiError(400, `You can have at most ${MAX_PHOTOS} photos.`, 'TOO_MANY_PHOTOS');
      profile.instagramPhotos = [...profile.instagramPhotos, url];
      profile.profilePhoto ??= url;
    }
    return profile;
  });
  reply.status(201);
  return { profile: toOwnProfile(profile) };
};

export const updateIntroVideo: Handler<'updateIntroVideo'> = async (request) => {
  const profile = await ownProfile(request);
  profile.introVideo = await ownUpload(request, profile.id, request.body.videoURL, 'video');
  return saved(request, profile);
};

const sameInterest = (a: string) => (b: string) => a.trim().toLowerCase() === b.toLowerCase();

export const addInterest: Handler<'addInterest'> = async (request) => {
  const interest = request.body.interest.trim();
  if (interest === '') throw new ApiError(400, 'An interest cannot be blank.', 'BLANK_INTEREST');
  return editOwnProfile(request, (profile) => {
    if (!profile.interests.some(sameInterest(interest))) {
      if (profile.interests.length >= MAX_INTERESTS) throw new ApiError(400, `You can have at most ${MAX_INTERESTS} interests.`, 'TOO_MANY_INTERESTS');
      profile.interests = [...profile.interests, interest];
    }
    return { interests: profile.interests };
  });
};

export const removeInterest: Handler<'removeInterest'> = async (request) =>
  editOwnProfile(request, (profile) => {
    const remaining = profile.interests.filter((interest) => !sameInterest(request.params.interest)(interest));
    if (remaining.length === profile.interests.length) throw new ApiError(404, 'Interest not found', 'NOT_FOUND');
    profile.interests = remaining;
    return { interests: profile.interests };
  });

export const createProfileForAccount: Handler<'createProfileForAccount'> = async (request, reply) => {
  const { userId, username } = request.body;
  // Signup collects no name: the username stands in until the person sets theirs.
  const profile = request.em.create(Profile, { id: userId, firstName: username });
  try {
    await request.em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new ApiError(409, 'This account already has a profile.', 'PROFILE_EXISTS');
    throw err;
  }
  reply.status(201);
  return { profile: toOwnProfile(profile) };
};

export const getProfileForAccount: Handler<'getProfileForAccount'> = async (request) => {
  const profile = await request.em.findOne(Profile, request.params.userId);
  if (!profile) throw profileNotFound();
  return { profile: toOwnProfile(profile) };
};
