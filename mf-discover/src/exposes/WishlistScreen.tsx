// Exposed as `mf_discover/WishlistScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { WishlistRoute } from '../app/routes/WishlistRoute.tsx';

configureApiClient();

export default WishlistRoute;
