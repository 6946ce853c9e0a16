import type { StorybookConfig } from '@storybook/react-vite';
import { compiledMessages } from '@wishlist/federation/compiled-messages';

// One catalogue for every component of the shell, the remotes and the shared packages.
const config: StorybookConfig = {
  stories: [
    '../../shell/src/**/*.stories.@(ts|tsx)',
    '../../mf-*/src/**/*.stories.@(ts|tsx)',
    '../../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The catalogues as every build imports them: compiled to ICU ASTs.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), compiledMessages()] }),
};

export default config;
