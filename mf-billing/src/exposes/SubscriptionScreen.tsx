// Exposed as `mf_billing/SubscriptionScreen`; configures this bundle's API client like PricingScreen.
import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

configureApiClient();

export default SubscriptionScreen;
