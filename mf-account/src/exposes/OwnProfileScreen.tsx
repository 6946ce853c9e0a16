import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';

export default exposeScreen('ownProfile', OwnProfileScreen);
