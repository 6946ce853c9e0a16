import { Button, ButtonLink, HeartIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { useAddFromProfile } from '../hooks/use-add-from-profile.ts';

/** Pass (back to Discover, which then starts after this person) and Add to Wishlist, kept at the bottom. */
export function ProfileActionBar({ userId, profileId }: { userId: string; profileId: string }) {
  const { add, adding } = useAddFromProfile(userId, profileId);
  return (
    <Bar>
      <ButtonLink to="/app" variant="secondary" size="lg" onClick={() => deckMemory.passOnProfilePage(profileId)}>
        Pass
      </ButtonLink>
      <Button size="lg" onClick={() => void add()} disabled={adding}>
        <HeartIcon size={20} />
        {adding ? 'Adding...' : 'Add to Wishlist'}
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  padding-bottom: calc(${theme.space.md} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
