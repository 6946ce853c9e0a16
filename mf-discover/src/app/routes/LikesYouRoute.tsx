import { SignedIn } from '../../components/SignedIn.tsx';
import { LikesYouScreen } from '../../features/likes-you/components/LikesYouScreen.tsx';

/** /likes */
export function LikesYouRoute() {
  return <SignedIn>{(user) => <LikesYouScreen user={user} />}</SignedIn>;
}
