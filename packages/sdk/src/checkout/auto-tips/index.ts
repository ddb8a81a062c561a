/**
 * The `autoTips` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { autoTips } from '@mealflow/sdk/checkout'`, then `autoTips.<name>`; unused members are tree-shaken.
 */
export { autoTipsBusy, autoTipsEnabled, autoTipsNeedsCard, autoTipsSelectedTip, autoTipsView, connectAutoTips } from './auto-tips.connect';
export type { AutoTipsHandlers, AutoTipsSnapshot, AutoTipsView } from './auto-tips.connect';
export { autoTipsMachine } from './auto-tips.machine';
export type { AutoTipsContext, AutoTipsEvent, AutoTipsInput, AutoTipsMachine } from './auto-tips.machine';
export * from './auto-tips.provide';
