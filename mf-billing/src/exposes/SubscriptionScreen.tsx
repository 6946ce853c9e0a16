import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { billingCatalogue } from '../i18n.ts';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

export default exposeScreen('subscription', SubscriptionScreen, billingCatalogue);
