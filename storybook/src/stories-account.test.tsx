// @vitest-environment jsdom
// The stories of mf-account, each rendered and checked as every-story.tsx says.
import { type StoriesModule, testEveryStory } from './every-story.tsx';

testEveryStory(import.meta.glob<StoriesModule>('../../mf-account/src/**/*.stories.tsx', { eager: true }));
