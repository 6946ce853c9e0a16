import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { MatchesScreen } from '../features/matches/components/MatchesScreen.tsx';

export default exposeScreen('matches', MatchesScreen, discoverCatalogue);
