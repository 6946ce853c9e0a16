import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { DiscoverScreen } from '../features/discover/components/DiscoverScreen.tsx';

export default exposeScreen('discover', DiscoverScreen);
