import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { WishlistScreen } from '../features/wishlist/components/WishlistScreen.tsx';

export default exposeScreen('wishlist', WishlistScreen);
