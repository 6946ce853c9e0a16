import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { MatchesScreen } from '../features/matches/components/MatchesScreen.tsx';

export default exposeScreen('matches', MatchesScreen);
