import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { WishlistScreen } from '../features/wishlist/components/WishlistScreen.tsx';

export default exposeScreen('wishlist', WishlistScreen);
