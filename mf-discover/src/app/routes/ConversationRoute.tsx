import { useParams } from 'react-router-dom';
import { SignedIn } from '../../components/SignedIn.tsx';
import { ConversationScreen } from '../../features/conversation/components/ConversationScreen.tsx';

/** /matches/{profileId}: the conversation with that person. */
export function ConversationRoute() {
  const { profileId = '' } = useParams();
  return <SignedIn>{() => <ConversationScreen key={profileId} profileId={profileId} />}</SignedIn>;
}
