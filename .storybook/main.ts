import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../workspace-aliases.ts';

/** One Storybook for the workspace: components and a story for every state of every machine that has a screen. */
const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw) for the sandbox handlers in the browser.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // No generic 'Get started' checklist: the intro page says how this Storybook is organised.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (config) => mergeConfig(config, { resolve: { alias: workspaceAliases }, define: { __MEALFLOW_DEV__: 'true' } }),
};

export default config;
