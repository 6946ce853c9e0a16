import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { billingCatalogue } from '../i18n.ts';
import { PricingScreen } from '../features/pricing/components/PricingScreen.tsx';

export default exposeScreen('pricing', PricingScreen, billingCatalogue);
