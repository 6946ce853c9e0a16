import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { billingCatalogue } from '../i18n.ts';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

export default exposeScreen('subscription', SubscriptionScreen, billingCatalogue);
