// Exposed as `mf_account/OwnProfileScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { OwnProfileScreen } from '../features/profile/components/OwnProfileScreen.tsx';

configureApiClient();

export default OwnProfileScreen;
