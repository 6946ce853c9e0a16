import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { moderationCatalogue } from '../i18n.ts';
import { QueueScreen } from '../features/queue/components/QueueScreen.tsx';

export default exposeScreen('moderationQueue', QueueScreen, moderationCatalogue);
