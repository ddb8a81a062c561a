/**
 * The `courierRating` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { courierRating } from '@mealflow/sdk/cabinet'`, then `courierRating.<name>`; unused members are tree-shaken.
 */
export * from './courier-rating.connect';
export { COURIER_RATING_TEXTS, courierRatingMachine } from './courier-rating.machine';
export type { CourierRatingMachine } from './courier-rating.machine';
export * from './courier-rating.provide';
export {
  NEGATIVE_STARS_MAX,
  TipDeclined,
  canTip,
  draftWithStars,
  isNegativeRating,
  reasonsFor,
  starsOf,
  tipFailureText,
  toggleReason,
} from './courier-rating.rules';
export type { RatingDraft } from './courier-rating.rules';
export type {
  CourierRatingContext,
  CourierRatingEvent,
  CourierRatingInput,
  CourierRatingLoaded,
  PayTipInput,
  PayTipOutput,
} from './courier-rating.types';
