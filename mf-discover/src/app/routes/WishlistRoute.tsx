import { SignedIn } from '../../components/SignedIn.tsx';
import { WishlistScreen } from '../../features/wishlist/components/WishlistScreen.tsx';

/** /wishlist */
export function WishlistRoute() {
  return <SignedIn>{(user) => <WishlistScreen user={user} />}</SignedIn>;
}
