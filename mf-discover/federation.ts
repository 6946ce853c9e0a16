// What this remote gives the shell: its federation name and the screens it exposes. vite.config.ts builds from
// it and the shell types its screen ids from it (shell/src/lib/federation/load-remote.ts), so a screen renamed or
// dropped here fails `npm run typecheck` in the shell. The one module of a remote the shell may import (types only).
export const remote = {
  name: 'mf_discover',
  exposes: {
    './DiscoverScreen': './src/exposes/DiscoverScreen.tsx',
    './WishlistScreen': './src/exposes/WishlistScreen.tsx',
    './ProfileDetailScreen': './src/exposes/ProfileDetailScreen.tsx',
    './MatchesScreen': './src/exposes/MatchesScreen.tsx',
    './ConversationScreen': './src/exposes/ConversationScreen.tsx',
    './LikesYouScreen': './src/exposes/LikesYouScreen.tsx',
  },
} as const;
