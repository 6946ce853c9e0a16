import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { WishlistScreen } from '../features/wishlist/components/WishlistScreen.tsx';

export default exposeScreen('wishlist', WishlistScreen, discoverCatalogue);
