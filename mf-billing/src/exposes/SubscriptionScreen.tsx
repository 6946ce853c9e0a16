import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { SubscriptionScreen } from '../features/subscription/components/SubscriptionScreen.tsx';

export default exposeScreen('subscription', SubscriptionScreen);
