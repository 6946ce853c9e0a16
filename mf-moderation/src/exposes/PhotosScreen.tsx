import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { PhotosScreen } from '../features/photos/components/PhotosScreen.tsx';

export default exposeScreen('moderationPhotos', PhotosScreen);
