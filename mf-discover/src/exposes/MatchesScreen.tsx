// Exposed as `mf_discover/MatchesScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { MatchesRoute } from '../app/routes/MatchesRoute.tsx';

configureApiClient();

export default MatchesRoute;
