// Exposed as `mf_billing/PricingScreen`. This bundle has its own copy of the generated API client,
// so it is configured here, before the shell renders the screen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';

configureApiClient();

export default PricingScreen;
