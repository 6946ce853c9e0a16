import { Button, ButtonLink, HeartIcon, SendIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { useRecordPass } from '../../../api/record-pass.ts';
import { deckMemory } from '../../../lib/deck-memory.ts';
import { FormattedMessage } from '../../../i18n.ts';
import { useAddFromProfile } from '../hooks/use-add-from-profile.ts';
import { useRelationship } from '../hooks/use-relationship.ts';

/**
 * Pass (back to Discover, which then starts after this person) and, kept at the bottom, Add to Wishlist, or how the
 * user stands with the person once they are in the wishlist. A match is neither passed nor liked: its one action is
 * the conversation.
 */
export function ProfileActionBar({ userId, profileId }: { userId: string; profileId: string }) {
  const relationship = useRelationship(userId, profileId);
  if (relationship === 'match') {
    return (
      <Bar data-single="">
        <ButtonLink to={`/matches/${profileId}`} size="lg">
          <SendIcon size={20} />
          <FormattedMessage id="profile.sendMessage" />
        </ButtonLink>
      </Bar>
    );
  }
  return <PassOrAdd userId={userId} profileId={profileId} inWishlist={relationship === 'wishlist'} />;
}

function PassOrAdd({ userId, profileId, inWishlist }: { userId: string; profileId: string; inWishlist: boolean }) {
  const { add, adding } = useAddFromProfile(userId, profileId);
  const recordPass = useRecordPass();
  const pass = () => {
    deckMemory.passOnProfilePage(profileId);
    recordPass(profileId);
  };
  return (
    <Bar>
      <ButtonLink to="/app" variant="secondary" size="lg" onClick={pass}>
        <FormattedMessage id="profile.pass" />
      </ButtonLink>
      {inWishlist ? (
        <Status role="status">
          <HeartIcon size={20} />
          <FormattedMessage id="profile.inWishlist" />
        </Status>
      ) : (
        <Button size="lg" onClick={() => void add()} disabled={adding}>
          <HeartIcon size={20} />
          <FormattedMessage id={adding ? 'profile.adding' : 'profile.add'} />
        </Button>
      )}
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
  &[data-single] {
    grid-template-columns: 1fr;
  }
`;
/** Where Add was: the same size, so the bar does not jump, but plainly not a button. */
const Status = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 54px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.tint};
  color: ${theme.color.primaryStrong};
  font-weight: 800;
`;
