import { startApp } from '@wishlist/mf-shared/app-root';
import { StandaloneApp } from './app/StandaloneApp.tsx';

startApp(StandaloneApp);
