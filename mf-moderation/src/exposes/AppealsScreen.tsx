import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { AppealsScreen } from '../features/appeals/components/AppealsScreen.tsx';

export default exposeScreen('moderationAppeals', AppealsScreen);
