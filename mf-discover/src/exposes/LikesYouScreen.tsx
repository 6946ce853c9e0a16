import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { LikesYouScreen } from '../features/likes-you/components/LikesYouScreen.tsx';

export default exposeScreen('likesYou', LikesYouScreen, discoverCatalogue);
