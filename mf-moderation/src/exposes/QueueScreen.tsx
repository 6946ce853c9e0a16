import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { QueueScreen } from '../features/queue/components/QueueScreen.tsx';

export default exposeScreen('moderationQueue', QueueScreen);
