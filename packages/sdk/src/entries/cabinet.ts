/**
 * `@mealflow/sdk/cabinet`: the personal cabinet: orders and deliveries, subscriptions, settings and cards, wallet,
 * longation, bonuses, preferences, ratings, invites, customization, week overview.
 * Generated once from the flat root (issue 33); names are listed explicitly in its two halves (a file stays under 400 lines); `export *` only over those.
 */
export * from './cabinet-a-o';
export * from './cabinet-o-z';
