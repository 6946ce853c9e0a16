import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { accountCatalogue } from '../i18n.ts';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';

export default exposeScreen('ownProfile', OwnProfileScreen, accountCatalogue);
