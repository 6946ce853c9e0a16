import { Avatar, Button, ButtonLink, Dialog, HeartIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import type { MatchedPerson, MatchFace } from './match-moment.tsx';
import { useText } from './i18n.ts';

interface MatchDialogProps {
  /** The signed-in user's face (none before the session is known). */
  me: MatchFace | null;
  /** The person the user just matched with; the dialog is open while set. */
  match: MatchedPerson | null;
  onClose: () => void;
}

/** The match moment: both faces, the way to the new conversation and the way back to what the user was doing. */
export function MatchDialog({ me, match, onClose }: MatchDialogProps) {
  const ui = useText();
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={ui.text('domain.match.title')}
      description={
        match ? ui.rich('domain.match.text', { name: match.name, bdi: (chunks) => <bdi>{chunks}</bdi> }) : undefined
      }
    >
      {match && (
        <>
          <Faces>
            {me && <Avatar name={me.name} src={me.photo} size={88} />}
            <Heart>
              <HeartIcon size={26} />
            </Heart>
            <Avatar name={match.name} src={match.photo} size={88} />
          </Faces>
          <ButtonLink to={`/matches/${match.id}`} block onClick={onClose}>
            {ui.text('domain.match.message')}
          </ButtonLink>
          <Button variant="ghost" block onClick={onClose}>
            {ui.text('domain.match.keepSwiping')}
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
