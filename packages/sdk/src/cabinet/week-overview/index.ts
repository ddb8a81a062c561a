/**
 * The `weekOverview` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { weekOverview } from '@mealflow/sdk/cabinet'`, then `weekOverview.<name>`; unused members are tree-shaken.
 */
export { WEEK_OVERVIEW_DAYS, connectWeekOverview, weekOverviewView } from './week-overview.connect';
/** The overview's words (its heading and loading line: the app's frame draws its loading panel before the screen loads). */
export { WEEK_TEXTS } from '../../domain/week-texts';
export type {
  WeekChargeView,
  WeekDeliveryView,
  WeekOverviewHandlers,
  WeekOverviewOptions,
  WeekOverviewSnapshot,
  WeekOverviewView,
} from './week-overview.connect';
export { weekOverviewMachine } from './week-overview.machine';
export type {
  WeekOverviewContext,
  WeekOverviewEvent,
  WeekOverviewInput,
  WeekOverviewLoaded,
  WeekOverviewMachine,
} from './week-overview.machine';
export * from './week-overview.provide';
