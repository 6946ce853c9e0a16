// Exposed as `mf_discover/ProfileDetailScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { ProfileDetailRoute } from '../app/routes/ProfileDetailRoute.tsx';

configureApiClient();

export default ProfileDetailRoute;
