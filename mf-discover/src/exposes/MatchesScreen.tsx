import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { MatchesScreen } from '../features/matches/components/MatchesScreen.tsx';

export default exposeScreen('matches', MatchesScreen);
