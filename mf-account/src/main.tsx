import { startApp } from '@wishlist/app-runtime/app-root';
import { StandaloneApp } from './app/StandaloneApp.tsx';

startApp(StandaloneApp);
