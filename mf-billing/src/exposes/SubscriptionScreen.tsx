import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

export default exposeScreen('subscription', SubscriptionScreen);
