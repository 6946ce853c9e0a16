import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { LikesYouScreen } from '../features/likes-you/components/LikesYouScreen.tsx';

export default exposeScreen('likesYou', LikesYouScreen);
