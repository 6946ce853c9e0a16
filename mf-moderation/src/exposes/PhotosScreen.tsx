import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { PhotosScreen } from '../features/photos/components/PhotosScreen.tsx';

export default exposeScreen('moderationPhotos', PhotosScreen);
