// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { jordan, maya } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { ProfileDetailScreen } from './ProfileDetailScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = `/profile/${jordan.id}`;
const renderProfile = (id = jordan.id) => renderScreen(url, <ProfileDetailScreen user={maya} profileId={id} />);
const conflict = json(
  { statusCode: 409, error: 'Conflict', message: 'Already in wishlist', code: 'ALREADY_IN_WISHLIST' },
  409,
);

describe('Profile detail', () => {
  it('shows the person: photo, name, age and place, About, photos and interests', async () => {
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: jordan }) });
    renderProfile();
    expect(screen.getByText('Loading profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeTruthy();
    expect(screen.getByText('29 years old • Brooklyn, NY')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'About' }).textContent).toContain('Bookshop browser');
    expect(screen.getAllByRole('img', { name: /Jordan Reyes's photo/ })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Interests' }).textContent).toContain('Baking');
    expect(screen.getByRole('link', { name: 'Pass' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/app');
  });

  it("reads each photo by its owner's description, and by whose photo it is without one", async () => {
    const [described, plain] = [jordan.instagramPhotos[0] ?? '', jordan.instagramPhotos[1] ?? ''];
    const photoDescriptions = { [described]: 'Jordan reading in a window seat' };
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: { ...jordan, photoDescriptions } }) });
    renderProfile();
    const photos = await screen.findAllByRole('img', { name: 'Jordan reading in a window seat' });
    expect(photos.map((photo) => photo.getAttribute('src'))).toContain(described);
    const others = screen.getAllByRole('img', { name: /Jordan Reyes's photo/ });
    expect(others.map((photo) => photo.getAttribute('src'))).toContain(plain);
    expect(others.map((photo) => photo.getAttribute('src'))).not.toContain(described);
  });

  it('says how far the person is, coarsely, when the API tells it (and nothing when it does not)', async () => {
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: { ...jordan, distanceKm: 2 } }) });
    renderProfile();
    expect(await screen.findByText('Less than 2 km away')).toBeTruthy();
    cleanup();
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: { ...jordan, distanceKm: 14 } }) });
    renderProfile();
    expect(await screen.findByText('14 km away')).toBeTruthy();
    cleanup();
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: jordan }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Jordan Reyes' });
    expect(screen.queryByText(/km away/)).toBeNull();
  });

  it('keeps every section for someone who has not filled them in, saying they are empty', async () => {
    const newcomer = { ...jordan, bio: null, instagramHandle: null, instagramPhotos: [], interests: [] };
    fakeApi({ [`GET /api/profiles/${jordan.id}`]: () => json({ profile: newcomer }) });
    renderProfile();
    expect((await screen.findByRole('region', { name: 'About' })).textContent).toContain(
      "Jordan Reyes hasn't written about themselves yet.",
    );
    expect(screen.getByRole('region', { name: 'Instagram Photos' }).textContent).toContain('No photos yet.');
    expect(screen.getByRole('region', { name: 'Interests' }).textContent).toContain('No interests added yet.');
  });

  it("adds ('Adding...' meanwhile), and a repeat says 'Already in your wishlist!'", async () => {
    let answer: (response: Response) => void = () => undefined;
    let adds = 0;
    fakeApi({
      [`GET /api/profiles/${jordan.id}`]: () => json({ profile: jordan }),
      'POST /api/wishlist': () => (++adds === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : conflict),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    const adding = await screen.findByRole('button', { name: 'Adding...' });
    expect((adding as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      answer(
        json(
          { entry: { id: crypto.randomUUID(), profile: jordan, createdAt: new Date().toISOString() }, matched: false },
          201,
        ),
      ),
    );
    expect(await screen.findByText('Added to Wishlist! ❤️')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Failed to add')).toBeTruthy();
    expect(screen.getByText('Already in your wishlist!')).toBeTruthy();
  });

  it("shows the limit toast when today's likes are used up; its Upgrade goes to /pricing", async () => {
    fakeApi({
      [`GET /api/profiles/${jordan.id}`]: () => json({ profile: jordan }),
      'POST /api/wishlist': () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Daily like limit reached',
            code: 'LIKE_LIMIT_REACHED',
          },
          429,
        ),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Daily Limit Reached')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: '/pricing' })).toBeTruthy();
  });

  it('says something went wrong for any other failure', async () => {
    fakeApi({
      [`GET /api/profiles/${jordan.id}`]: () => json({ profile: jordan }),
      'POST /api/wishlist': () => json({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503),
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('offers Try Again and Go Back when the profile could not be loaded', async () => {
    let failures = 1;
    fakeApi({
      [`GET /api/profiles/${jordan.id}`]: () =>
        failures-- > 0
          ? json({ statusCode: 503, error: 'Service Unavailable', message: 'down', code: 'SERVICE_UNAVAILABLE' }, 503)
          : json({ profile: jordan }),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: "We couldn't load this profile" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/app');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeTruthy();
  });

  it("shows 'Profile not found' with 'Go Back' to /app for an unknown id", async () => {
    fakeApi({
      [`GET /api/profiles/${jordan.id}`]: () =>
        json({ statusCode: 404, error: 'Not Found', message: 'Profile not found.', code: 'PROFILE_NOT_FOUND' }, 404),
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '/app' })).toBeTruthy());
  });
});
