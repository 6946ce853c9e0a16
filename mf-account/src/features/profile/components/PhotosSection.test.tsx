// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeProfile } from '../../../testing/fixtures.ts';
import { json, renderWithApi } from '../../../testing/render-with-api.tsx';
import { PhotosSection } from './PhotosSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Photos', () => {
  it("describes a photo in its owner's words, from the photo's own button", async () => {
    const [first] = completeProfile.instagramPhotos;
    const described = { ...completeProfile, photoDescriptions: { [first ?? '']: 'Me on a trail at sunset' } };
    const { bodies } = renderWithApi(<PhotosSection profile={completeProfile} />, {
      'PUT /api/profile/photos/description': () => json({ profile: described }),
    });
    const user = userEvent.setup();
    // Shown newest first: the first photo stored is the last of the grid.
    const grid = screen.getByRole('list', { name: 'Your photos' });
    const count = within(grid).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: `Describe photo ${String(count)}` }));
    const dialog = await screen.findByRole('dialog', { name: `Describe photo ${String(count)}` });
    await user.type(within(dialog).getByLabelText('What does the photo show?'), 'Me on a trail at sunset');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));

    expect(bodies.find(({ call }) => call === 'PUT /api/profile/photos/description')?.body).toEqual({
      imageURL: first,
      description: 'Me on a trail at sunset',
    });
    expect(await screen.findByText('Description saved')).toBeTruthy();
  });
});
