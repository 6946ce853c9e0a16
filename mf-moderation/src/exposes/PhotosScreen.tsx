import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { moderationCatalogue } from '../i18n.ts';
import { PhotosScreen } from '../features/photos/components/PhotosScreen.tsx';

export default exposeScreen('moderationPhotos', PhotosScreen, moderationCatalogue);
