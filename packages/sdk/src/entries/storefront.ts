/**
 * `@mealflow/sdk/storefront`: the visitor's side: landing catalog, order funnel, login and session, menus, A/B tests,
 * leave banner, marketing, new client, questionnaire, city.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export type * from '../shared/session-inbox';
export type * from '../shared/visitor-city-ref';
export * as abTest from '../storefront/ab-test';
export * as city from '../storefront/city';
export * as funnel from '../storefront/funnel';
export * as landing from '../storefront/landing';
export * as leaveBanner from '../storefront/leave-banner';
export * as login from '../storefront/login';
export * as marketing from '../storefront/marketing';
export * as menus from '../storefront/menus';
export * as newClient from '../storefront/new-client';
export * as questionnaire from '../storefront/questionnaire';
export * as session from '../storefront/session';
