import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { LikesYouScreen } from '../features/likes-you/components/LikesYouScreen.tsx';

export default exposeScreen('likesYou', LikesYouScreen);
