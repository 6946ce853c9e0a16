import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { mp4 } from '../../services/billing/test/media-fixtures.ts';
import { holdUploads, pngOf } from './account-helpers.ts';
import { signedInUser } from './support/users.ts';
import { likeThroughApi } from './support/wishlist.ts';
import { words, wordsMatching } from './support/words.ts';

// The own profile (/profile, mf-account) through the real services at 390x844 (spec §2, §4, §5, §8).

const photos = (page: Page) => page.getByRole('list', { name: words('profile.photos.gridLabel') });

/** Picks files through the 'Add Photo' (or 'Upload Video') button's file chooser, as a person would. */
async function choose(page: Page, button: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

// An under-18 birth date is refused and remembered: onboarding.spec.ts.
test('a new user is asked to complete the profile, and the place comes from the location, never typed', async ({
  page,
}) => {
  await signedInUser(page, undefined, { onboarded: false });
  await page.goto('/profile');
  const prompt = page.getByRole('region', { name: words('profile.complete.title') });
  await expect(prompt).toContainText(words('profile.complete.text'));

  await prompt.getByLabel(words('domain.details.firstName')).fill('Gina');
  await prompt.getByLabel(words('profile.details.lastName')).fill('Okoro');
  await prompt.getByLabel(words('domain.details.birthDate')).fill('1995-06-15');
  await expect(prompt.getByLabel(words('moderation.report.field.location'))).toHaveCount(0);
  await prompt.getByLabel(words('profile.details.bio')).fill('Climbing walls and baking bread.');
  await prompt.getByLabel(words('profile.details.instagram')).fill('@gina.climbs');
  await prompt.getByRole('button', { name: words('profile.details.save') }).click();
  await expect(page.getByText(words('profile.details.saved'), { exact: true })).toBeVisible();
  await expect(prompt).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gina Okoro' })).toBeVisible();
  await expect(page.getByText(wordsMatching('profile.age', {}, { whole: true }))).toBeVisible();
  await expect(page.getByText('Climbing walls and baking bread.')).toBeVisible();
  await expect(page.getByRole('region', { name: words('profile.complete.title') })).toHaveCount(0);
});

test('uploaded photos show progress, land in the grid, and one becomes the profile picture', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/profile');
  const first = await pngOf(page, 120);
  const second = await pngOf(page, 160, 100);

  // Hold the PUTs to the object store until the progress bar has been seen.
  const release = await holdUploads(page);

  await choose(page, words('profile.photos.add'), [
    { name: 'beach.png', mimeType: 'image/png', buffer: first },
    { name: 'hike.png', mimeType: 'image/png', buffer: second },
  ]);
  await expect(page.getByRole('list', { name: words('uploader.chosen') }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: words('profile.photos.upload', { count: 2 }) }).click();
  await expect(page.getByRole('progressbar', { name: words('profile.photos.uploading') })).toBeVisible();
  release();

  await expect(page.getByText(words('profile.photos.uploaded', { count: 2 }), { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(photos(page).getByRole('img')).toHaveCount(2);
  for (const photo of await photos(page).getByRole('img').all()) {
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  // The first photo became the profile picture; the newest is shown first and can take its place.
  const newest = photos(page).getByRole('listitem').first();
  // The grid shows the thumbnail; the profile picture is the photo itself.
  const newestUrl = (await newest.getByRole('img').getAttribute('src'))?.replace('?variant=thumbnail', '');
  await newest.getByRole('button', { name: words('profile.photos.makeProfilePicture', { number: 1 }) }).click();
  await expect(page.getByText(words('profile.photos.pictureUpdated'), { exact: true })).toBeVisible();
  await expect(newest).toContainText(words('profile.photos.current'));
  const avatar = page.getByRole('img', { name: new RegExp(`^${user.username}`) }).first();
  await expect(avatar).toHaveAttribute('src', newestUrl ?? '');

  await page.reload();
  await expect(photos(page).getByRole('img')).toHaveCount(2);
  await expect(photos(page).getByRole('listitem').first()).toContainText(words('profile.photos.current'));
});

test('a photo over 10 MB is refused before anything is uploaded', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/objects/upload')) asked = true;
  });

  await choose(page, words('profile.photos.add'), [
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761) },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: words('uploader.tooLarge', { name: 'huge.png', size: '10 MB' }) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: wordsMatching('profile.photos.upload') })).toHaveCount(0);
  expect(asked).toBe(false);
});

test('an introduction video uploads and shows on the profile', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  await choose(page, words('profile.video.upload'), [
    { name: 'hello.mp4', mimeType: 'video/mp4', buffer: mp4({ xyz: true }) },
  ]);
  await page.getByRole('button', { name: words('profile.video.start') }).click();
  await expect(page.getByText(words('profile.video.uploaded'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(words('profile.video.label'))).toHaveAttribute('src', /^\/media\//);
});

test("a file that is not really a video is refused with the server's reason", async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  await choose(page, words('profile.video.upload'), [
    { name: 'hello.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(64_000, 1) },
  ]);
  await page.getByRole('button', { name: words('profile.video.start') }).click();
  await expect(page.getByText(words('errors.NOT_A_VIDEO'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(words('profile.video.label'))).toHaveCount(0);
});

test('interests are added, de-duplicated, removed and still there after a reload', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: words('profile.interests.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words('profile.interests.dialogTitle') });
  const field = dialog.getByLabel(words('profile.interests.new'));
  const chips = dialog.getByRole('list', { name: words('profile.interests.label') }).getByRole('listitem');

  await field.fill('  Hiking  ');
  await field.press('Enter');
  await expect(page.getByText(words('profile.interests.added'), { exact: true })).toBeVisible();
  await expect(chips).toHaveText(['Hiking']);
  await field.fill('Coffee');
  await dialog.getByRole('button', { name: words('profile.interests.add'), exact: true }).click();
  await expect(chips).toHaveText(['Hiking', 'Coffee']);
  await field.fill('hiking');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(chips).toHaveCount(2);

  await dialog.getByRole('button', { name: words('ui.chip.remove', { label: 'Coffee' }) }).click();
  await expect(page.getByText(words('profile.interests.removed'), { exact: true })).toBeVisible();
  await expect(chips).toHaveText(['Hiking']);
  await dialog.getByRole('button', { name: words('profile.interests.done') }).click();

  await page.reload();
  await expect(page.getByRole('list', { name: words('profile.interests.label') }).getByRole('listitem')).toHaveText([
    'Hiking',
  ]);
});

test('the wishlist section shows six people with View All, and a free user is offered the upgrade', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await likeThroughApi(page.request, user, 7);
  await page.goto('/profile');

  const wishlist = page.getByRole('region', { name: words('profile.wishlist.title') });
  await expect(wishlist).toContainText(words('profile.wishlist.count', { count: 7 }));
  await expect(wishlist.getByRole('listitem')).toHaveCount(6);
  await expect(wishlist.getByRole('link', { name: words('profile.wishlist.viewAll') })).toHaveAttribute(
    'href',
    '/wishlist',
  );

  const box = page.getByRole('region', { name: words('profile.subscription.title'), exact: true });
  await expect(box).toContainText(words('profile.subscription.free'));
  await expect(box).toContainText(words('profile.subscription.likes', { likes: '7 / 10' }));
  await box.getByRole('link', { name: words('profile.subscription.upgrade') }).click();
  await expect(page).toHaveURL('/pricing');
});

test('Sign Out ends the server session, forgets the user and returns to the landing page', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInUser(page);
  await page.goto('/profile');
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const before = await page.request.get('/api/auth/me');
  expect(before.status()).toBe(200);

  await page.getByRole('button', { name: words('profile.signOut.button') }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('wishlist-user'))).toBeNull();

  // The old cookie, replayed from elsewhere, no longer opens a session.
  const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
  expect((await elsewhere.get('/api/auth/me')).status()).toBe(401);
  await elsewhere.dispose();
  await page.goto('/profile');
  await expect(page).toHaveURL('/');
});
