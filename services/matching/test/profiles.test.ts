import { signIn } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { newMember, serviceHeaders, type Member, matchingForFile } from './support.ts';

const { app, billing } = await matchingForFile();

const patch = (member: Member, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
const own = async (member: Member) =>
  (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } })).json().profile;
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the profile made at register (internal)', () => {
  it('starts without a name (never the username, half of the credentials) and stays out of feeds', async () => {
    const userId = crypto.randomUUID();
    const res = await app.inject({
      method: 'POST',
      url: '/internal/profiles',
      headers: serviceHeaders,
      payload: { userId, username: 'maya' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      profile: {
        id: userId,
        firstName: '',
        lastName: '',
        birthDate: null,
        age: null,
        location: '',
        bio: null,
        profilePhoto: null,
        instagramHandle: '',
        instagramPhotos: [],
        photoDescriptions: {},
        introVideo: null,
        interests: [],
        discoverable: false,
        underAgeDeclared: false,
        gender: null,
        showMe: null,
        coordinates: null,
        incognito: false,
        shareReadReceipts: true,
        // Any age, within 80 km once a location is set.
        filters: {
          minAge: null,
          maxAge: null,
          maxDistanceKm: 80,
          commonInterests: false,
          intentions: [],
          dealbreakers: { ageRange: true, distance: true, showMe: true, intention: false },
          twoWay: false,
        },
        prompts: [],
        intention: null,
      },
    });
    const read = await app.inject({ method: 'GET', url: `/internal/profiles/${userId}`, headers: serviceHeaders });
    expect(read.json()).toEqual(res.json());
  });

  it('refuses a second profile for the account with 409', async () => {
    const userId = crypto.randomUUID();
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/internal/profiles',
        headers: serviceHeaders,
        payload: { userId, username: 'maya' },
      });
    expect((await create()).statusCode).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'PROFILE_EXISTS' });
  });

  it('answers 404 for an account without a profile, and 401 without the service token', async () => {
    const url = `/internal/profiles/${crypto.randomUUID()}`;
    expect((await app.inject({ method: 'GET', url, headers: serviceHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const create = await app.inject({
      method: 'POST',
      url: '/internal/profiles',
      payload: { userId: crypto.randomUUID(), username: 'maya' },
    });
    expect(create.statusCode).toBe(401);
  });

  it('refuses a malformed username with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/internal/profiles',
      headers: serviceHeaders,
      payload: { userId: crypto.randomUUID(), username: 'no spaces' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/profile', () => {
  it('saves the details; a name and an 18+ birth date make the profile discoverable', async () => {
    const member = await newMember(app, null);
    const res = await patch(member, {
      firstName: ' Maya ',
      lastName: 'Lopez',
      birthDate: yearsAgo(30, -1),
      bio: 'Tacos and trail runs.',
      instagramHandle: 'maya.runs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lopez',
      age: 30,
      bio: 'Tacos and trail runs.',
      instagramHandle: '@maya.runs',
      discoverable: true,
    });
    expect(await own(member)).toEqual(res.json().profile);
  });

  it('changes only the fields sent; an empty bio or handle clears it', async () => {
    const member = await newMember(app, { bio: 'Old bio', instagramHandle: '@old' });
    const res = await patch(member, { bio: '  ', instagramHandle: '' });
    expect(res.json().profile).toMatchObject({ firstName: 'Test', bio: null, instagramHandle: '', discoverable: true });
  });

  it('counts age from the birthday: one day short of 18 is refused, 18 today is accepted', async () => {
    const member = await newMember(app, null);
    const young = await patch(member, { birthDate: yearsAgo(18, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      statusCode: 400,
      code: 'TOO_YOUNG',
      message: 'You must be at least 18 to use Wishlist.',
    });
    expect((await own(member)).birthDate).toBeNull();
    const adult = await patch(await newMember(app, null), { birthDate: yearsAgo(18) });
    expect(adult.statusCode).toBe(200);
    expect(adult.json().profile.age).toBe(18);
  });

  it('remembers an under-18 birth date: an older one typed next is refused (403), and the account stays out', async () => {
    const member = await newMember(app, null);
    expect((await patch(member, { firstName: 'Kid' })).statusCode).toBe(200);
    expect((await patch(member, { birthDate: yearsAgo(15) })).json()).toMatchObject({ code: 'TOO_YOUNG' });

    const older = await patch(member, { birthDate: yearsAgo(25), bio: 'Hi' });
    expect(older.statusCode).toBe(403);
    expect(older.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'UNDER_AGE_DECLARED' });
    expect(await own(member)).toMatchObject({
      birthDate: null,
      bio: null,
      discoverable: false,
      underAgeDeclared: true,
    });
    const feed = await app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: member.cookie } });
    expect(feed.json()).toMatchObject({ statusCode: 403, code: 'BIRTH_DATE_REQUIRED' });
    // The rest of the profile stays theirs to edit.
    expect((await patch(member, { bio: 'Hello' })).statusCode).toBe(200);
  });

  it('leaves an adult alone who sends an under-18 date: the birth date is locked, nothing is declared', async () => {
    const member = await newMember(app);
    expect((await patch(member, { birthDate: yearsAgo(15) })).json()).toMatchObject({ code: 'BIRTH_DATE_LOCKED' });
    expect(await own(member)).toMatchObject({ discoverable: true, underAgeDeclared: false });
  });

  it("says a validation refusal in plain words, and keeps the validator's own in the details", async () => {
    const member = await newMember(app, null);
    const res = await patch(member, { firstName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: "First name can't be empty.",
      details: [{ path: 'body/firstName', message: 'must NOT have fewer than 1 characters' }],
    });
  });

  it('takes no typed place: the place others see follows the location (the nearest city), never free text', async () => {
    const member = await newMember(app);
    const typed = await patch(member, { location: 'Seattle, WA' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({ code: 'VALIDATION', message: 'Location is not expected here.' });
    // A few km from Austin's centre, by the browser's position.
    const placed = await patch(member, { coordinates: { latitude: 30.3, longitude: -97.7 } });
    expect(placed.json().profile.location).toBe('Austin, TX');
    const viewer = await newMember(app);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/profiles/${member.userId}`,
      headers: { cookie: viewer.cookie },
    });
    expect(seen.json().profile.location).toBe('Austin, TX');
    expect((await patch(member, { coordinates: null })).json().profile.location).toBe('');
  });

  it.each([
    ['a blank first name', { firstName: '   ' }, 'BLANK_NAME'],
    // Issue 44, item 6: names go into mails and pushes, where a line break forged a line of ours.
    ['a first name with a line break', { firstName: 'Wishlist Support\nVerify: https://x' }, 'VALIDATION'],
    ['a last name with a control character', { lastName: 'Lopez\u0007' }, 'VALIDATION'],
    ['a last name with a right-to-left override', { lastName: 'Lopez\u202Egnp.exe' }, 'VALIDATION'],
    ['a birth date in the future', { birthDate: yearsAgo(-1) }, 'TOO_YOUNG'],
    ['an implausible birth date', { birthDate: '1850-01-01' }, 'INVALID_BIRTH_DATE'],
    ['a date that does not exist', { birthDate: '1990-02-30' }, 'VALIDATION'],
    ['a handle with spaces', { instagramHandle: 'my handle' }, 'VALIDATION'],
    ['an unknown field', { age: 30 }, 'VALIDATION'],
    ['nothing at all', {}, 'VALIDATION'],
  ])('refuses %s with 400', async (_case, payload, code) => {
    const member = await newMember(app, null); // no birth date yet: a second one would be locked (409)
    const res = await patch(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code });
  });

  it('takes names in any script, with accents, apostrophes and emoji', async () => {
    const member = await newMember(app, null);
    const res = await patch(member, { firstName: 'Zoë 🌸', lastName: "Ōta-Ñúñez O'Brien 李" });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ firstName: 'Zoë 🌸', lastName: "Ōta-Ñúñez O'Brien 李" });
  });

  it('answers 404 when the account has no profile', async () => {
    const { cookie } = await signIn(app);
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload: { bio: 'x' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('interests', () => {
  const add = (member: Member, interest: string) =>
    app.inject({
      method: 'POST',
      url: '/api/profile/interests',
      headers: { cookie: member.cookie },
      payload: { interest },
    });
  const remove = (member: Member, interest: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/profile/interests/${encodeURIComponent(interest)}`,
      headers: { cookie: member.cookie },
    });

  it('are saved on the server: added trimmed, duplicates ignored, removed', async () => {
    const member = await newMember(app);
    expect((await add(member, '  Hiking ')).json()).toEqual({ interests: ['Hiking'] });
    expect((await add(member, 'Live music')).json()).toEqual({ interests: ['Hiking', 'Live music'] });
    expect((await add(member, 'hiking')).json()).toEqual({ interests: ['Hiking', 'Live music'] });
    expect((await own(member)).interests).toEqual(['Hiking', 'Live music']);
    const removed = await remove(member, 'Live music');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ interests: ['Hiking'] });
    expect((await own(member)).interests).toEqual(['Hiking']);
  });

  it('keeps every one of many added at the same moment', async () => {
    const member = await newMember(app);
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${String(i)}`);
    await Promise.all(names.map((name) => add(member, name)));
    expect((await own(member)).interests.slice().sort()).toEqual(names);
  });

  it('refuses a blank interest, and the 21st', async () => {
    const member = await newMember(app);
    expect((await add(member, '   ')).json()).toMatchObject({ statusCode: 400, code: 'BLANK_INTEREST' });
    for (let i = 1; i <= 20; i++) expect((await add(member, `Interest ${i}`)).statusCode).toBe(200);
    expect((await add(member, 'One too many')).json()).toMatchObject({ statusCode: 400, code: 'TOO_MANY_INTERESTS' });
  });

  it('refuses an over-long interest in the path with 400', async () => {
    const member = await newMember(app);
    expect((await remove(member, 'x'.repeat(41))).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('answers 404 when removing one that is not there', async () => {
    const member = await newMember(app);
    const res = await remove(member, 'Knitting');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe("pictures and video: only the member's own uploads", () => {
  const upload = (member: Member, kind: 'photo' | 'video') => {
    const url = `/media/users/${member.userId}/${crypto.randomUUID()}.${kind === 'photo' ? 'jpg' : 'mp4'}`;
    billing.uploads.set(url, { userId: member.userId, kind });
    return url;
  };
  const put = (member: Member, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: { cookie: member.cookie }, payload });
  const addPhoto = (member: Member, imageURL: string) =>
    app.inject({
      method: 'POST',
      url: '/api/profile/photos',
      headers: { cookie: member.cookie },
      payload: { imageURL },
    });

  it('sets the profile picture from an upload, and the feed shows it', async () => {
    const member = await newMember(app);
    const photo = upload(member, 'photo');
    const res = await put(member, '/api/profile/picture', { imageURL: photo });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.profilePhoto).toBe(photo);
    const other = await newMember(app);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/profiles/${member.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.json().profile.profilePhoto).toBe(photo);
  });

  it('adds photos (the first also becomes the picture), once each', async () => {
    const member = await newMember(app);
    const [first, second] = [upload(member, 'photo'), upload(member, 'photo')];
    const res = await addPhoto(member, first);
    expect(res.statusCode).toBe(201);
    expect(res.json().profile).toMatchObject({ profilePhoto: first, instagramPhotos: [first] });
    await addPhoto(member, second);
    const again = await addPhoto(member, first);
    expect(again.json().profile).toMatchObject({ profilePhoto: first, instagramPhotos: [first, second] });
  });

  it("describes a photo at upload and later, on the own profile; others read it as the photo's text", async () => {
    const member = await newMember(app);
    const [first, second] = [upload(member, 'photo'), upload(member, 'photo')];
    const added = await app.inject({
      method: 'POST',
      url: '/api/profile/photos',
      headers: { cookie: member.cookie },
      payload: { imageURL: first, description: '  On a trail at sunset ' },
    });
    expect(added.json().profile.photoDescriptions).toEqual({ [first]: 'On a trail at sunset' });
    await addPhoto(member, second);
    const describe = (imageURL: string, description: string) =>
      put(member, '/api/profile/photos/description', { imageURL, description });
    expect((await describe(second, 'With my dog')).json().profile.photoDescriptions).toEqual({
      [first]: 'On a trail at sunset',
      [second]: 'With my dog',
    });
    // Empty: no description (others hear "Photo of …"); a photo not among the member's: 404; too long: 400.
    expect((await describe(first, ' ')).json().profile.photoDescriptions).toEqual({ [second]: 'With my dog' });
    expect((await describe(upload(member, 'photo'), 'Not mine')).statusCode).toBe(404);
    expect((await describe(second, 'x'.repeat(251))).statusCode).toBe(400);

    const other = await newMember(app);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/profiles/${member.userId}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.json().profile.photoDescriptions).toEqual({ [second]: 'With my dog' });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/profile/photos?imageURL=${encodeURIComponent(second)}`,
      headers: { cookie: member.cookie },
    });
    expect(removed.json().profile.photoDescriptions).toEqual({});
  });

  it('refuses a thirteenth photo', async () => {
    const member = await newMember(app);
    for (let i = 0; i < 12; i++) expect((await addPhoto(member, upload(member, 'photo'))).statusCode).toBe(201);
    expect((await addPhoto(member, upload(member, 'photo'))).json()).toMatchObject({
      statusCode: 400,
      code: 'TOO_MANY_PHOTOS',
    });
  });

  it('sets the introduction video from an uploaded video', async () => {
    const member = await newMember(app);
    const video = upload(member, 'video');
    const res = await put(member, '/api/profile/video', { videoURL: video });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.introVideo).toBe(video);
  });

  it("refuses a URL that is not an upload, and someone else's upload, with 400", async () => {
    const member = await newMember(app);
    const strangers = `/media/users/${crypto.randomUUID()}/${crypto.randomUUID()}.jpg`;
    billing.uploads.set(strangers, { userId: crypto.randomUUID(), kind: 'photo' });
    for (const imageURL of ['https://example.com/me.jpg', strangers]) {
      const res = await put(member, '/api/profile/picture', { imageURL });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'NOT_YOUR_UPLOAD' });
    }
    expect((await own(member)).profilePhoto).toBeNull();
  });

  it('refuses a video as a picture and a photo as the video', async () => {
    const member = await newMember(app);
    const picture = await put(member, '/api/profile/picture', { imageURL: upload(member, 'video') });
    expect(picture.json()).toMatchObject({ statusCode: 400, code: 'WRONG_KIND_OF_UPLOAD' });
    const video = await put(member, '/api/profile/video', { videoURL: upload(member, 'photo') });
    expect(video.json()).toMatchObject({ statusCode: 400, code: 'WRONG_KIND_OF_UPLOAD' });
  });

  it('answers 503 when billing cannot check the upload', async () => {
    const member = await newMember(app);
    const photo = upload(member, 'photo');
    billing.down = true;
    try {
      const res = await put(member, '/api/profile/picture', { imageURL: photo });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'UPLOADS_UNAVAILABLE' });
    } finally {
      billing.down = false;
    }
  });

  it('passes on why billing refused an upload (not really a photo)', async () => {
    const member = await newMember(app);
    const url = upload(member, 'photo');
    const refusal = {
      code: 'NOT_A_PHOTO',
      message: 'This file is not a photo we can take: upload a JPEG, PNG, WebP or AVIF image.',
    };
    billing.uploads.set(url, { userId: member.userId, kind: 'photo', refusal });
    const res = await addPhoto(member, url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', ...refusal });
    expect((await own(member)).instagramPhotos).toEqual([]);
  });

  it('releases to billing a picture or video it replaced, unless it is still one of the photos', async () => {
    const member = await newMember(app);
    const releasedOf = () =>
      billing.released.filter(({ userId }) => userId === member.userId).map(({ objectURL }) => objectURL);
    const [picture, next, photo] = [upload(member, 'photo'), upload(member, 'photo'), upload(member, 'photo')];
    await put(member, '/api/profile/picture', { imageURL: picture });
    await put(member, '/api/profile/picture', { imageURL: next });
    expect(releasedOf()).toEqual([picture]);
    await addPhoto(member, photo);
    await put(member, '/api/profile/picture', { imageURL: photo });
    expect(releasedOf()).toEqual([picture, next]);
    await put(member, '/api/profile/picture', { imageURL: upload(member, 'photo') });
    expect(releasedOf()).toEqual([picture, next]); // the photo stays: it is still among the photos
    const [first, second] = [upload(member, 'video'), upload(member, 'video')];
    await put(member, '/api/profile/video', { videoURL: first });
    await put(member, '/api/profile/video', { videoURL: first });
    expect(releasedOf()).toEqual([picture, next]);
    await put(member, '/api/profile/video', { videoURL: second });
    expect(releasedOf()).toEqual([picture, next, first]);
  });

  describe('removing the introduction video', () => {
    const removeVideo = (member?: Member) =>
      app.inject({ method: 'DELETE', url: '/api/profile/video', headers: member ? { cookie: member.cookie } : {} });

    it('deletes it from the store first, then takes it off the profile; others no longer see it', async () => {
      const member = await newMember(app);
      const video = upload(member, 'video');
      await put(member, '/api/profile/video', { videoURL: video });
      const res = await removeVideo(member);
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.introVideo).toBeNull();
      expect(billing.released.filter(({ userId }) => userId === member.userId)).toEqual([
        expect.objectContaining({ objectURL: video }),
      ]);
      const seen = await app.inject({
        method: 'GET',
        url: `/api/profiles/${member.userId}`,
        headers: { cookie: (await newMember(app)).cookie },
      });
      expect(seen.json().profile.introVideo ?? null).toBeNull();
    });

    it('refuses a profile without a video (404), keeps the video when billing cannot delete it (503), and a guest (401)', async () => {
      const member = await newMember(app);
      expect((await removeVideo(member)).json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Not found.',
      });
      const video = upload(member, 'video');
      await put(member, '/api/profile/video', { videoURL: video });
      billing.down = true;
      try {
        expect((await removeVideo(member)).json()).toMatchObject({ statusCode: 503, code: 'UPLOADS_UNAVAILABLE' });
      } finally {
        billing.down = false;
      }
      expect((await own(member)).introVideo).toBe(video);
      expect((await removeVideo()).statusCode).toBe(401);
    });
  });

  describe('deleting and ordering photos', () => {
    const photosOf = async (member: Member, count: number) => {
      const urls = Array.from({ length: count }, () => upload(member, 'photo'));
      for (const url of urls) expect((await addPhoto(member, url)).statusCode).toBe(201);
      return urls;
    };
    const removePhoto = (member: Member, imageURL: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/profile/photos?imageURL=${encodeURIComponent(imageURL)}`,
        headers: { cookie: member.cookie },
      });

    it('deletes a photo; deleting the profile picture hands it to the first remaining photo, or to none', async () => {
      const member = await newMember(app);
      const [first, second, third] = await photosOf(member, 3);
      const res = await removePhoto(member, second ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({ profilePhoto: first, instagramPhotos: [first, third] });
      expect((await removePhoto(member, first ?? '')).json().profile).toMatchObject({
        profilePhoto: third,
        instagramPhotos: [third],
      });
      expect((await removePhoto(member, third ?? '')).json().profile).toMatchObject({
        profilePhoto: null,
        instagramPhotos: [],
      });
      // Each went to billing to be deleted from the store.
      expect(
        billing.released.filter(({ userId }) => userId === member.userId).map(({ objectURL }) => objectURL),
      ).toEqual([second, first, third]);
    });

    it('keeps the photo, and answers 503, when billing cannot delete it', async () => {
      const member = await newMember(app);
      const [photo] = await photosOf(member, 1);
      billing.down = true;
      try {
        const res = await removePhoto(member, photo ?? '');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ statusCode: 503, code: 'UPLOADS_UNAVAILABLE' });
      } finally {
        billing.down = false;
      }
      expect((await own(member)).instagramPhotos).toEqual([photo]);
      expect((await removePhoto(member, photo ?? '')).statusCode).toBe(200);
    });

    it('puts the photos in a new order, which others see', async () => {
      const member = await newMember(app);
      const [first, second, third] = await photosOf(member, 3);
      const res = await put(member, '/api/profile/photos', { photos: [third, first, second] });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({ profilePhoto: first, instagramPhotos: [third, first, second] });
      const other = await newMember(app);
      const seen = await app.inject({
        method: 'GET',
        url: `/api/profiles/${member.userId}`,
        headers: { cookie: other.cookie },
      });
      expect(seen.json().profile.instagramPhotos).toEqual([third, first, second]);
    });

    it('refuses an order that is not exactly the photos with 409, an unknown photo with 404, a guest with 401', async () => {
      const member = await newMember(app);
      const [first, second] = await photosOf(member, 2);
      const stranger = upload(member, 'photo');
      for (const photos of [[first], [first, first], [first, stranger], [second, first, stranger]]) {
        const res = await put(member, '/api/profile/photos', { photos });
        expect(res.json()).toMatchObject({ statusCode: 409, code: 'PHOTOS_CHANGED' });
      }
      expect((await own(member)).instagramPhotos).toEqual([first, second]);
      expect((await removePhoto(member, stranger)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      const missingQuery = await app.inject({
        method: 'DELETE',
        url: '/api/profile/photos',
        headers: { cookie: member.cookie },
      });
      expect(missingQuery.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
      const notAList = await put(member, '/api/profile/photos', { photos: 'x' });
      expect(notAList.statusCode).toBe(400);
      expect(
        (await app.inject({ method: 'PUT', url: '/api/profile/photos', payload: { photos: [] } })).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/profile/photos?imageURL=${encodeURIComponent(first ?? '')}` }))
          .statusCode,
      ).toBe(401);
    });
  });
});
