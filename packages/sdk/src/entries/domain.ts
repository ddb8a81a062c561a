/**
 * `@mealflow/sdk/domain`: pure rules, texts and formats (no XState, no API client).
 * Generated once from the flat root (issue 33); names are listed explicitly in its two halves (a file stays under 400 lines); `export *` only over those.
 */
export * from './domain-a-m';
export * from './domain-m-z';
