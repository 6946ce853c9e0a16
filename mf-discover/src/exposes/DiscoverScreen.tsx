// Exposed as `mf_discover/DiscoverScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { DiscoverRoute } from '../app/routes/DiscoverRoute.tsx';

configureApiClient();

export default DiscoverRoute;
