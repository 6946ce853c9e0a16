// Exposed as `mf_discover/ConversationScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { ConversationRoute } from '../app/routes/ConversationRoute.tsx';

configureApiClient();

export default ConversationRoute;
