import type { Profile, User } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Button, ButtonLink, Dialog, HeartIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { displayName } from '../../../lib/display-name.ts';

interface MatchDialogProps {
  user: User;
  /** The person the user just matched with; the dialog is open while set. */
  match: Profile | null;
  onClose: () => void;
}

/** The celebration when a like is mutual: both faces, a way to the matches and a way back to discovering. */
export function MatchDialog({ user, match, onClose }: MatchDialogProps) {
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="It's a match!"
      description={match ? `You and ${match.name} added each other to your wishlists.` : undefined}
    >
      {match && (
        <>
          <Faces>
            <Avatar name={displayName(user)} src={user.profilePhoto} size={88} />
            <Heart>
              <HeartIcon size={26} />
            </Heart>
            <Avatar name={match.name} src={match.profilePhoto} size={88} />
          </Faces>
          <ButtonLink to="/matches" block>
            See My Matches
          </ButtonLink>
          <Button variant="ghost" block onClick={onClose}>
            Keep Discovering
          </Button>
        </>
      )}
    </Dialog>
  );
}

const Faces = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 8px 0;
`;
const Heart = styled.span`
  display: inline-flex;
  color: ${theme.color.primary};
`;
