/**
 * The `preferences` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { preferences } from '@mealflow/sdk/cabinet'`, then `preferences.<name>`; unused members are tree-shaken.
 */
export * from './preferences.connect';
export { PREFERENCES_TEXTS, preferencesMachine } from './preferences.machine';
export type { PreferencesContext, PreferencesEvent, PreferencesInput, PreferencesMachine } from './preferences.machine';
export * from './preferences.provide';
export * from './preferences.rules';
export * from './filters-proposal';
export type * from './preferences.types';
export * from './prefs-calls';
