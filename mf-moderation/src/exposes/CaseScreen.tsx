import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { moderationCatalogue } from '../i18n.ts';
import { useParams } from 'react-router-dom';
import { CaseScreen } from '../features/case/components/CaseScreen.tsx';

/** /moderation/reports/{profileId}: the reported person's id from the path. */
function Case() {
  const { profileId = '' } = useParams();
  return <CaseScreen key={profileId} profileId={profileId} />;
}

export default exposeScreen('moderationCase', Case, moderationCatalogue);
