import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { DiscoverScreen } from '../features/discover/components/DiscoverScreen.tsx';

export default exposeScreen('discover', DiscoverScreen, discoverCatalogue);
