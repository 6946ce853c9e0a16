// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverCatalogue } from '../../../i18n.ts';
import { jordan } from '../../../testing/fixtures.ts';
import type { LeavingCard } from '../hooks/use-deck.ts';
import { CardStack } from './CardStack.tsx';

afterEach(cleanup);

const person = (n: number): Profile => ({ ...jordan, id: `person-${String(n)}`, name: `Person ${String(n)}` });
const [one, two, three, four] = [person(1), person(2), person(3), person(4)] as [Profile, Profile, Profile, Profile];

function stack(people: Profile[], leaving: LeavingCard | null): ReactNode {
  return (
    <discoverCatalogue.Provider>
      <MemoryRouter>
        <CardStack
          people={people}
          leaving={leaving}
          onLeft={() => undefined}
          onSwipe={() => undefined}
          swipeDisabled={false}
        />
      </MemoryRouter>
    </discoverCatalogue.Provider>
  );
}
/** The card of `name` (top, below or leaving), by its photo. */
const cardOf = (name: string) => screen.getByAltText(`Photo of ${name}`, { exact: true }).closest('[data-place]');

describe('CardStack', () => {
  it('moves each card up the stack on a pass, and draws the one coming in at the bottom after the next frame', async () => {
    const { rerender } = render(stack([one, two, three], null));
    const [first, second, third] = [cardOf('Person 1'), cardOf('Person 2'), cardOf('Person 3')];
    expect(screen.getByRole('article', { name: 'Person 1, 29' })).toBeTruthy();

    rerender(stack([two, three, four], { profile: one, offset: 0, lift: 0, direction: 'left', id: 1, added: false }));
    // The same elements, in their new places: the top card leaves, the one under it is on top.
    expect(cardOf('Person 1')).toBe(first);
    expect(first?.getAttribute('data-place')).toBe('leaving');
    expect(cardOf('Person 2')).toBe(second);
    expect(second?.getAttribute('data-place')).toBe('top');
    expect(cardOf('Person 3')).toBe(third);
    expect(screen.getByRole('article', { name: 'Person 2, 29' })).toBeTruthy();
    expect(screen.queryByAltText('Photo of Person 4')).toBeNull();
    await waitFor(() => expect(cardOf('Person 4')?.getAttribute('data-place')).toBe('below'));
  });
});
