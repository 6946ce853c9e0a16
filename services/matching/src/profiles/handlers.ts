import { ApiError, lagTolerant, sessionUser, type Handler, type Handlers } from '@wishlist/service-kit';
import type { FastifyRequest } from 'fastify';
import type { BillingClient } from '../core/billing-client.ts';
import type { StatementMailer } from '../core/automated-statement-repository.ts';
import type { Profile } from '../core/profile.ts';
import { entitlementRepository } from '../core/plan-repository.ts';
import { saveFilters } from '../core/saved-filters.ts';
import { shownTo } from '../core/shown-profile-repository.ts';
import { LocationChangeLimit, moveTo } from '../core/cells.ts';
import { found } from '../core/not-found.ts';
import { photoHoldRepository } from '../core/photo-hold-repository.ts';
import { profileRepository } from './repository.ts';
import { ageOn, checkedBirthDate, MINIMUM_AGE } from '../core/birth-date.ts';
import { toOwnProfile, toProfile } from '../core/profile-view.ts';
import { checkedPrompts, PROMPTS } from './prompts.ts';

const MAX_PHOTOS = 12;
const MAX_INTERESTS = 20;
/** 403: this account said its owner is under 18; only support (a moderator's correction) can change that. */
const underAgeDeclared = () => new ApiError('UNDER_AGE_DECLARED');

/** `@name` for a handle given with or without its @; empty clears it. */
const normalizedHandle = (handle: string) => (handle.trim() === '' ? '' : `@${handle.trim().replace(/^@/, '')}`);

type UploadKind = 'photo' | 'video';

const sameInterest = (a: string) => (b: string) => a.trim().toLowerCase() === b.toLowerCase();

const ownProfile = async (request: FastifyRequest) =>
  found(await profileRepository(request.em).find(sessionUser(request)));

/** Edits the own profile under a row lock (see `change` in repository.ts). */
const changeOwnProfile = async <T>(request: FastifyRequest, change: (profile: Profile) => T) =>
  found(await profileRepository(request.em).change(sessionUser(request), change));

/** The own profile as its owner sees it: incognito reads off once the plan that has it has lapsed. */
const ownView = async (request: FastifyRequest, profile: Profile) => {
  const { flags } = await entitlementRepository(request.em).of(profile.id);
  return { profile: toOwnProfile(profile, flags.incognito) };
};

/** Billing, and the mail of a photo hold's statement of reasons. */
type UploadDeps = { billing: BillingClient; mailStatement: StatementMailer };

/**
 * One of the user's uploads, checked by billing. A photo awaiting its nudity score (or flagged) is held from others
 * before any profile shows it, so nobody but its owner sees it until it is scored clean.
 */
const usableUpload = async (deps: UploadDeps, request: FastifyRequest, url: string, kind: UploadKind) => {
  const userId = sessionUser(request);
  const upload = await deps.billing.ownUpload(request.log, userId, url, kind);
  const held = await photoHoldRepository(request.em).beforeUse(userId, upload);
  if (held) await deps.mailStatement(request, { ...held, action: 'hold-photo' });
  return upload.objectURL;
};

/**
 * Sets the profile picture or the intro video to one of the user's uploads, then deletes the file it replaced,
 * unless the profile still uses it (a picture that is also one of the photos). When billing cannot delete it now
 * the change stands (the person sees their new picture) and the error is logged; the account's deletion removes it.
 */
const replaceUpload = async (
  { billing, mailStatement }: UploadDeps,
  request: FastifyRequest,
  field: 'profilePhoto' | 'introVideo',
  url: string,
  kind: UploadKind,
) => {
  const userId = sessionUser(request);
  const profile = await ownProfile(request);
  const previous = profile[field];
  profile[field] = await usableUpload({ billing, mailStatement }, request, url, kind);
  await profileRepository(request.em).save();
  const answer = await ownView(request, profile);
  if (previous && previous !== profile[field] && !profile.instagramPhotos.includes(previous)) {
    await billing.release(request.log, userId, [previous]).catch((err: unknown) => {
      request.log.error({ err }, 'a replaced upload stays in the store');
    });
  }
  return answer;
};

/** Another person's profile: a read that tolerates lag (a replica's, once it has the viewer's own last write). */
const getProfile: Handler<'getProfile'> = async (request) => {
  const shown = await lagTolerant(request, (db) => shownTo(db, sessionUser(request), request.params.id));
  return { profile: toProfile(found(shown)) };
};

const listPrompts: Handler<'listPrompts'> = () => Promise.resolve({ prompts: PROMPTS });

const getOwnProfile: Handler<'getOwnProfile'> = async (request) => {
  return ownView(request, await ownProfile(request));
};

const updateOwnProfile: Handler<'updateOwnProfile'> = async (request, reply) => {
  const { firstName, lastName, birthDate, bio, instagramHandle, gender, showMe, coordinates, incognito } = request.body;
  const { filters, shareReadReceipts, prompts, intention } = request.body;
  // The plan is read only for a switch that needs one.
  const flags =
    incognito || filters?.commonInterests
      ? (await entitlementRepository(request.em).of(sessionUser(request))).flags
      : null;
  if (incognito && !flags?.incognito) throw new ApiError('INCOGNITO_LOCKED', { plans: 'Gold' });
  // An under-18 date is refused and remembered, so that the same person cannot then type an older one.
  if (birthDate !== undefined && ageOn(birthDate) < MINIMUM_AGE)
    await profileRepository(request.em).declareUnderAge(sessionUser(request));
  // Under the row lock: a change of cell is counted against the daily limit in the same transaction.
  const profile = await changeOwnProfile(request, (profile) => {
    if (filters) saveFilters(profile, filters, { advancedFilters: flags?.advancedFilters ?? false });
    if (coordinates !== undefined) moveTo(profile, coordinates);
    if (incognito !== undefined) profile.incognito = incognito;
    if (shareReadReceipts !== undefined) profile.sharesReadReceipts = shareReadReceipts;
    if (gender !== undefined) profile.gender = gender;
    if (showMe !== undefined) profile.showMe = showMe;
    if (prompts !== undefined) profile.prompts = checkedPrompts(prompts);
    if (intention !== undefined) profile.intention = intention;
    if (firstName !== undefined) {
      if (firstName.trim() === '') throw new ApiError('BLANK_NAME');
      profile.firstName = firstName.trim();
    }
    if (lastName !== undefined) profile.lastName = lastName.trim();
    if (birthDate !== undefined && birthDate !== profile.birthDate) {
      // Set once by its owner; a correction goes through support (a moderator's `correct-birth-date`, moderation/).
      if (profile.birthDate) throw new ApiError('BIRTH_DATE_LOCKED');
      if (profile.underAgeDeclaredAt && ageOn(birthDate) >= MINIMUM_AGE) throw underAgeDeclared();
      profile.birthDate = checkedBirthDate(birthDate);
    }
    if (bio !== undefined) profile.bio = bio.trim() || null; // an empty bio is no bio: the profile page hides it
    if (instagramHandle !== undefined) profile.instagramHandle = normalizedHandle(instagramHandle);
    return profile;
  }).catch((err: unknown) => {
    if (err instanceof LocationChangeLimit) reply.header('retry-after', err.retryAfterSeconds);
    throw err;
  });
  return ownView(request, profile);
};

const updateProfilePicture =
  (deps: UploadDeps): Handler<'updateProfilePicture'> =>
  async (request) => {
    return replaceUpload(deps, request, 'profilePhoto', request.body.imageURL, 'photo');
  };

const addProfilePhoto =
  (deps: UploadDeps): Handler<'addProfilePhoto'> =>
  async (request, reply) => {
    const url = await usableUpload(deps, request, request.body.imageURL, 'photo');
    const { description } = request.body;
    const profile = await changeOwnProfile(request, (profile) => {
      if (!profile.instagramPhotos.includes(url)) {
        if (profile.instagramPhotos.length >= MAX_PHOTOS) throw new ApiError('TOO_MANY_PHOTOS', { max: MAX_PHOTOS });
        profile.instagramPhotos = [...profile.instagramPhotos, url];
        profile.profilePhoto ??= url;
      }
      if (description !== undefined) describe(profile, url, description);
      return profile;
    });
    reply.status(201);
    return ownView(request, profile);
  };

/** Sets what `url` shows in its owner's words; an empty description removes it. */
function describe(profile: Profile, url: string, description: string): void {
  const { [url]: _previous, ...others } = profile.photoDescriptions;
  const text = description.trim();
  profile.photoDescriptions = text ? { ...others, [url]: text } : others;
}

const describeProfilePhoto: Handler<'describeProfilePhoto'> = async (request) => {
  const { imageURL, description } = request.body;
  const profile = await changeOwnProfile(request, (profile) => {
    if (!profile.instagramPhotos.includes(imageURL)) throw new ApiError('NOT_FOUND');
    describe(profile, imageURL, description);
    return profile;
  });
  return ownView(request, profile);
};

const reorderProfilePhotos: Handler<'reorderProfilePhotos'> = async (request) => {
  const order = request.body.photos;
  const profile = await changeOwnProfile(request, (profile) => {
    const current = profile.instagramPhotos;
    const samePhotos =
      order.length === current.length &&
      new Set(order).size === order.length &&
      order.every((url) => current.includes(url));
    if (!samePhotos) throw new ApiError('PHOTOS_CHANGED');
    profile.instagramPhotos = order;
    return profile;
  });
  return ownView(request, profile);
};

const removeProfilePhoto =
  ({ billing }: { billing: BillingClient }): Handler<'removeProfilePhoto'> =>
  async (request) => {
    const { imageURL } = request.query;
    // Deleted from the store first: a photo its owner deleted is never served again (503: nothing changed).
    if ((await ownProfile(request)).instagramPhotos.includes(imageURL))
      await billing.release(request.log, sessionUser(request), [imageURL]);
    const profile = await changeOwnProfile(request, (profile) => {
      if (!profile.instagramPhotos.includes(imageURL)) throw new ApiError('NOT_FOUND');
      profile.instagramPhotos = profile.instagramPhotos.filter((url) => url !== imageURL);
      describe(profile, imageURL, '');
      // A deleted photo stops being the profile picture: the first remaining one (if any) takes its place.
      if (profile.profilePhoto === imageURL) profile.profilePhoto = profile.instagramPhotos[0] ?? null;
      return profile;
    });
    return ownView(request, profile);
  };

const updateIntroVideo =
  (deps: UploadDeps): Handler<'updateIntroVideo'> =>
  async (request) => {
    return replaceUpload(deps, request, 'introVideo', request.body.videoURL, 'video');
  };

const removeIntroVideo =
  ({ billing }: { billing: BillingClient }): Handler<'removeIntroVideo'> =>
  async (request) => {
    const noVideo = () => new ApiError('NOT_FOUND');
    const video = (await ownProfile(request)).introVideo;
    if (!video) throw noVideo();
    // Deleted from the store first: a video its owner removed is never served again (503: nothing changed).
    await billing.release(request.log, sessionUser(request), [video]);
    const profile = await changeOwnProfile(request, (profile) => {
      if (profile.introVideo !== video) throw noVideo();
      profile.introVideo = null;
      return profile;
    });
    return ownView(request, profile);
  };

const addInterest: Handler<'addInterest'> = async (request) => {
  const interest = request.body.interest.trim();
  if (interest === '') throw new ApiError('BLANK_INTEREST');
  return changeOwnProfile(request, (profile) => {
    if (!profile.interests.some(sameInterest(interest))) {
      if (profile.interests.length >= MAX_INTERESTS) throw new ApiError('TOO_MANY_INTERESTS', { max: MAX_INTERESTS });
      profile.interests = [...profile.interests, interest];
    }
    return { interests: profile.interests };
  });
};

const removeInterest: Handler<'removeInterest'> = async (request) => {
  return changeOwnProfile(request, (profile) => {
    const remaining = profile.interests.filter((interest) => !sameInterest(request.params.interest)(interest));
    if (remaining.length === profile.interests.length) throw new ApiError('NOT_FOUND');
    profile.interests = remaining;
    return { interests: profile.interests };
  });
};

const createProfileForAccount: Handler<'createProfileForAccount'> = async (request, reply) => {
  // Signup collects no name, and the username (half of the credentials) never stands in for one: the name
  // starts empty and the profile stays out of everyone's sight until its owner gives one (onboarding).
  const profile = await profileRepository(request.em).create(request.body.userId);
  if (!profile) throw new ApiError('PROFILE_EXISTS');
  await entitlementRepository(request.em).syncPriority(request.body.userId);
  reply.status(201);
  return ownView(request, profile);
};

const getProfileForAccount: Handler<'getProfileForAccount'> = async (request) => {
  return ownView(request, found(await profileRepository(request.em).find(request.params.userId)));
};

/** Profiles: the own one (details, photos, video, interests), other people's, and the one each account gets. */
export function profileHandlers(deps: UploadDeps) {
  const { billing } = deps;
  return {
    getProfile,
    getOwnProfile,
    listPrompts,
    updateOwnProfile,
    updateProfilePicture: updateProfilePicture(deps),
    addProfilePhoto: addProfilePhoto(deps),
    reorderProfilePhotos,
    describeProfilePhoto,
    removeProfilePhoto: removeProfilePhoto({ billing }),
    updateIntroVideo: updateIntroVideo(deps),
    removeIntroVideo: removeIntroVideo({ billing }),
    addInterest,
    removeInterest,
    createProfileForAccount,
    getProfileForAccount,
  } satisfies Handlers;
}
