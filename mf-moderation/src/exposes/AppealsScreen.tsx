import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { moderationCatalogue } from '../i18n.ts';
import { AppealsScreen } from '../features/appeals/components/AppealsScreen.tsx';

export default exposeScreen('moderationAppeals', AppealsScreen, moderationCatalogue);
