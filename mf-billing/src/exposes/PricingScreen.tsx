import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';

export default exposeScreen('pricing', PricingScreen);
