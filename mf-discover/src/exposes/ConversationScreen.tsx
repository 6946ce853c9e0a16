import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { useParams } from 'react-router-dom';
import { ConversationScreen } from '../features/conversation/components/ConversationScreen.tsx';

/** /matches/{profileId}: the conversation with that person. */
function Conversation() {
  const { profileId = '' } = useParams();
  return <ConversationScreen key={profileId} profileId={profileId} />;
}

export default exposeScreen('conversation', Conversation, discoverCatalogue);
