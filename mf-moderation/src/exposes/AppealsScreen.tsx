import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { AppealsScreen } from '../features/appeals/components/AppealsScreen.tsx';

export default exposeScreen('moderationAppeals', AppealsScreen);
