// @vitest-environment jsdom
// The stories of mf-discover, each rendered and checked as every-story.tsx says.
import { type StoriesModule, testEveryStory } from './every-story.tsx';

testEveryStory(import.meta.glob<StoriesModule>('../../mf-discover/src/**/*.stories.tsx', { eager: true }));
