import type { StorybookConfig } from '@storybook/react-vite';

// One catalogue for every component of the shell, the remotes and the shared packages.
const config: StorybookConfig = {
  stories: [
    '../../shell/src/**/*.stories.@(ts|tsx)',
    '../../mf-*/src/**/*.stories.@(ts|tsx)',
    '../../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
