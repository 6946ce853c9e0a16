import { type Page } from '@playwright/test';
import { expect, test } from './support/app-test.ts';
import { mp4 } from '../../services/billing/test/media-fixtures.ts';
import { holdUploads, pngOf } from './account-helpers.ts';
import { firstLoad } from './discover-helpers.ts';
import { signedInUser } from './support/users.ts';
import { centreOf, touchDown } from './touch.ts';
import { words } from './support/words.ts';

// The own profile's photos as a person on a phone manages them: 390x844, a finger.
test.use({ hasTouch: true });

const photos = (page: Page) => page.getByRole('list', { name: words('profile.photos.gridLabel') });
const sources = (page: Page) =>
  photos(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

test('photos: thumbnails with progress, the first 5 of 6 kept, delete once asked, reorder by drag, main photo shown on Discover', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: words('profile.photos.add') })).toBeVisible(firstLoad);
  const files = await Promise.all(
    [0, 1, 2, 3, 4, 5].map(async (n) => ({
      name: `photo-${String(n + 1)}.png`,
      mimeType: 'image/png',
      buffer: await pngOf(page, 60 + n * 10, n * 20),
    })),
  );

  // Hold the uploads until each file's progress has been seen.
  const release = await holdUploads(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words('profile.photos.add') }).tap();
  await (await chooser).setFiles(files);
  await expect(page.getByText(words('profile.photos.kept', { chosen: 6, kept: 5 }))).toBeVisible();
  const chosen = page.getByRole('list', { name: words('uploader.chosen') }).getByRole('listitem');
  await expect(chosen).toHaveCount(5);
  await expect(chosen.getByRole('img')).toHaveCount(5);
  await expect(chosen.first().getByRole('img')).toHaveAttribute('src', /^(blob|data):/);
  // Each photo may be described as it is chosen: its text for people who cannot see it.
  await chosen
    .first()
    .getByRole('textbox', { name: words('uploader.describe', { name: 'photo-1.png' }) })
    .fill('A small square');

  await page.getByRole('button', { name: words('profile.photos.upload', { count: 5 }) }).tap();
  await expect(
    page.getByRole('progressbar', { name: words('uploader.uploadingFile', { name: 'photo-1.png' }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: words('uploader.uploadingFile', { name: 'photo-5.png' }) }),
  ).toBeVisible();
  release();
  await expect(page.getByText(words('profile.photos.uploaded', { count: 5 }), { exact: true })).toBeVisible();
  await expect(photos(page).getByRole('img')).toHaveCount(5);
  await expect(photos(page).getByRole('img', { name: 'A small square' })).toHaveCount(1);
  // The grid shows the thumbnails the server made.
  expect(await sources(page)).toEqual(
    Array.from({ length: 5 }, () => expect.stringMatching(/^\/media\/users\/.+\.webp\?variant=thumbnail$/)),
  );

  // Delete one: a tap asks first, showing the photo; Cancel keeps it.
  const before = await sources(page);
  await photos(page)
    .getByRole('button', { name: words('profile.photos.delete', { number: 2 }) })
    .tap();
  const asking = page.getByRole('dialog', { name: words('profile.photos.deleteTitle') });
  await expect(asking.getByRole('img', { name: words('profile.photos.deleteAlt') })).toHaveAttribute(
    'src',
    before[1] ?? '',
  );
  await page.screenshot({ path: test.info().outputPath('delete-photo.png') });
  await asking.getByRole('button', { name: words('ui.confirm.cancel') }).tap();
  await expect(asking).toHaveCount(0);
  expect(await sources(page)).toEqual(before);
  await photos(page)
    .getByRole('button', { name: words('profile.photos.delete', { number: 2 }) })
    .tap();
  await asking.getByRole('button', { name: words('profile.photos.deleteConfirm') }).tap();
  await expect(asking).toHaveCount(0);
  await expect(page.getByText(words('profile.photos.deleted'), { exact: true })).toBeVisible();
  await expect(photos(page).getByRole('img')).toHaveCount(4);
  expect(await sources(page)).toEqual(before.filter((_, n) => n !== 1));
  await page.getByRole('button', { name: words('ui.toast.dismiss') }).tap();

  // Drag the last photo to the front with a finger (press and hold, then move).
  const order = await sources(page);
  await photos(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const from = await centreOf(photos(page).getByRole('listitem').nth(3));
  const to = await centreOf(photos(page).getByRole('listitem').nth(0));
  // The new order shows at once; the reload waits for the server to have saved it.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile/photos') && response.request().method() === 'PUT',
  );
  const finger = await touchDown(page, from.x, from.y);
  await page.waitForTimeout(300);
  await finger.moveTo(to.x, to.y, 16);
  await finger.lift();
  const moved = [order[3], order[0], order[1], order[2]];
  await expect.poll(() => sources(page)).toEqual(moved);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect.poll(() => sources(page)).toEqual(moved);

  // The main photo is the profile picture, and Discover's header shows it at once.
  const third = ((await sources(page))[2] ?? '').replace('?variant=thumbnail', '');
  await photos(page)
    .getByRole('button', { name: words('profile.photos.makeProfilePicture', { number: 3 }) })
    .tap();
  await expect(page.getByText(words('profile.photos.pictureUpdated'), { exact: true })).toBeVisible();
  // The toast stays until dismissed (spec §4) and sits over the header.
  await page.getByRole('button', { name: words('ui.toast.dismiss') }).tap();
  await page.getByRole('link', { name: words('profile.screen.back') }).tap();
  await expect(page.getByRole('link', { name: words('profile.screen.title') }).getByRole('img')).toHaveAttribute(
    'src',
    third,
    firstLoad,
  );
});

test('the introduction video is removed once asked, and is gone after a reload', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: words('profile.video.upload') })).toBeVisible(firstLoad);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words('profile.video.upload') }).tap();
  await (await chooser).setFiles([{ name: 'hello.mp4', mimeType: 'video/mp4', buffer: mp4({ xyz: true }) }]);
  await page.getByRole('button', { name: words('profile.video.start') }).tap();
  await expect(page.getByText(words('profile.video.uploaded'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: words('ui.toast.dismiss') }).tap();
  const video = page.getByLabel(words('profile.video.label'));
  await expect(video).toHaveAttribute('src', /^\/media\//);

  // Cancel keeps it; Remove Video deletes it.
  await page.getByRole('button', { name: words('profile.video.remove') }).tap();
  const asking = page.getByRole('dialog', { name: words('profile.video.removeTitle') });
  await expect(asking).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remove-video.png') });
  await asking.getByRole('button', { name: words('ui.confirm.cancel') }).tap();
  await expect(video).toBeVisible();
  await page.getByRole('button', { name: words('profile.video.remove') }).tap();
  await asking.getByRole('button', { name: words('profile.video.remove') }).tap();
  await expect(page.getByText(words('profile.video.removed'), { exact: true })).toBeVisible();
  await expect(video).toHaveCount(0);
  await expect(page.getByRole('button', { name: words('profile.video.remove') })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('video-removed.png') });
  await page.reload();
  await expect(page.getByRole('button', { name: words('profile.video.upload') })).toBeVisible(firstLoad);
  await expect(video).toHaveCount(0);
});
