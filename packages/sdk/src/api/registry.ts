import type { Endpoint } from './client';
import { auth } from './endpoints/auth';
import { body } from './endpoints/body';
import { bonusStore, loyalty } from './endpoints/bonus';
import { cabinetDeliveries, cabinetOrders } from './endpoints/cabinet';
import { cardBinding } from './endpoints/card-binding';
import { checkout } from './endpoints/checkout';
import { common } from './endpoints/common';
import { emailPopup } from './endpoints/email-popup';
import { funnel } from './endpoints/funnel';
import { longateCalls } from './endpoints/longate';
import { marketing } from './endpoints/marketing';
import { menu } from './endpoints/menu';
import { payments } from './endpoints/payments';
import { preferences } from './endpoints/preferences';
import { profile } from './endpoints/profile';
import { questionnaire } from './endpoints/questionnaire';
import { rating } from './endpoints/rating';
import { partner, referral } from './endpoints/referral';
import { cards, settings } from './endpoints/settings';
import { subscribeOrders } from './endpoints/subscribe';
import { clientSubscriptions } from './endpoints/subscriptions';
import { tips } from './endpoints/tips';
import { wallet } from './endpoints/wallet';
import { rootCalls } from './endpoints/root';
import { analyticsCalls } from './endpoints/analytics';

/** Any endpoint, whatever its input and output (the registry only reads its description, never calls it). */
export type AnyEndpoint = Endpoint<never, unknown>;

/** The endpoint groups' type, written group by group (in .d.ts files each group is named, not repeated). */
export interface EndpointGroups {
  readonly auth: typeof auth;
  readonly body: typeof body;
  readonly bonusStore: typeof bonusStore;
  readonly loyalty: typeof loyalty;
  readonly cabinetDeliveries: typeof cabinetDeliveries;
  readonly cabinetOrders: typeof cabinetOrders;
  readonly cardBinding: typeof cardBinding;
  readonly checkout: typeof checkout;
  readonly common: typeof common;
  readonly emailPopup: typeof emailPopup;
  readonly funnel: typeof funnel;
  readonly longateCalls: typeof longateCalls;
  readonly marketing: typeof marketing;
  readonly menu: typeof menu;
  readonly payments: typeof payments;
  readonly preferences: typeof preferences;
  readonly profile: typeof profile;
  readonly questionnaire: typeof questionnaire;
  readonly rating: typeof rating;
  readonly partner: typeof partner;
  readonly referral: typeof referral;
  readonly cards: typeof cards;
  readonly settings: typeof settings;
  readonly subscribeOrders: typeof subscribeOrders;
  readonly clientSubscriptions: typeof clientSubscriptions;
  readonly tips: typeof tips;
  readonly wallet: typeof wallet;
  readonly rootCalls: typeof rootCalls;
  readonly analyticsCalls: typeof analyticsCalls;
}

/**
 * Every endpoint group of the SDK, by group name. A new group is added here with one line; the
 * sandbox's registry test (`packages/sandbox/src/endpoint-registry.test.ts`) compares it with §7 of
 * both spec files.
 */
export const endpointGroups: EndpointGroups = {
  auth,
  body,
  bonusStore,
  loyalty,
  cabinetDeliveries,
  cabinetOrders,
  cardBinding,
  checkout,
  common,
  emailPopup,
  funnel,
  longateCalls,
  marketing,
  menu,
  payments,
  preferences,
  profile,
  questionnaire,
  rating,
  partner,
  referral,
  cards,
  settings,
  subscribeOrders,
  clientSubscriptions,
  tips,
  wallet,
  rootCalls,
  analyticsCalls,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

/** Every endpoint of the SDK, flat (one call may appear twice, e.g. GET and POST `bonus/store`). */
export const endpointRegistry: readonly AnyEndpoint[] = Object.values(endpointGroups).flatMap((group): AnyEndpoint[] =>
  Object.values(group),
);
