// @vitest-environment jsdom
// The stories of the shell and of the shared packages, each rendered and checked as every-story.tsx says.
import { type StoriesModule, testEveryStory } from './every-story.tsx';

testEveryStory(
  import.meta.glob<StoriesModule>(['../../shell/src/**/*.stories.tsx', '../../packages/*/src/**/*.stories.tsx'], {
    eager: true,
  }),
);
