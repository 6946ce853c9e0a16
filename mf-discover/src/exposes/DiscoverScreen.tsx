import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { DiscoverScreen } from '../features/discover/components/DiscoverScreen.tsx';

export default exposeScreen('discover', DiscoverScreen);
