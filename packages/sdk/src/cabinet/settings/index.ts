/**
 * The `settings` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { settings } from '@mealflow/sdk/cabinet'`, then `settings.<name>`; unused members are tree-shaken.
 */
export * from './body.rules';
export * from './settings.connect';
export { settingsMachine } from './settings.machine';
export type { SettingsContext, SettingsEvent, SettingsInput, SettingsMachine } from './settings.machine';
export * from './settings.provide';
export * from './settings.rules';
export type * from './settings.types';
