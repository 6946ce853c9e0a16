import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';

export default exposeScreen('ownProfile', OwnProfileScreen);
