import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';

export default exposeScreen('pricing', PricingScreen);
