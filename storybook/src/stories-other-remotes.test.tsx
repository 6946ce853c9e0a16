// @vitest-environment jsdom
// The stories of every other remote (mf-billing, mf-moderation and any added later), each rendered and checked as
// every-story.tsx says.
import { type StoriesModule, testEveryStory } from './every-story.tsx';

testEveryStory(
  import.meta.glob<StoriesModule>(
    ['../../mf-*/src/**/*.stories.tsx', '!../../mf-discover/**', '!../../mf-account/**'],
    { eager: true },
  ),
);
