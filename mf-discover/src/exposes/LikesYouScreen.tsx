// Exposed as `mf_discover/LikesYouScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { LikesYouRoute } from '../app/routes/LikesYouRoute.tsx';

configureApiClient();

export default LikesYouRoute;
