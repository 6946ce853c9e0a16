import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { QueueScreen } from '../features/queue/components/QueueScreen.tsx';

export default exposeScreen('moderationQueue', QueueScreen);
