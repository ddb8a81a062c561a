import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { MenuByProductResponse, Offer, OfferKind } from '../../api/schemas/menu';
import type { Order } from '../../api/schemas/order';
import type { ClientCard } from '../../api/schemas/settings';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import type { OfferChoice } from './subscribe.rules';

export interface SubscribeInput {
  /** The client's (or the storefront's) city: whose offers are shown. */
  cityId: number;
  /** Offer kinds to offer, in order (default: abonement, pay partly; the cabinet's packs: every kind). */
  kinds?: readonly OfferKind[];
  /** The menu line to open with (the old subscription-menu link's type). */
  menuType?: string;
  /** GetMenuPlan / change: the order that gets its menu line, days and subscription. */
  orderId_H?: string;
  /** change/{hid}/{id}: the subscription plan to keep (`subscriptionId_H`). */
  planId?: string;
  /** The cabinet's /dashboard/subscribe: also offer a subscription from the client's current orders. */
  withOrders?: boolean;
  /** Whose menu and offer config (`menu/full`): 'subscription' by default; the cabinet's packs: 'standard'. */
  businessProduct?: string;
  brand?: 'main' | 'wowfood';
  /** The storefront's brand for the subscriptions list (`client-subscriptions?brandId_H`). */
  brandId_H?: string;
}

/** What `load` brings: the offers, and the order (plan mode) or the client's orders (cabinet). */
export interface SubscribeLoaded {
  menu: Pick<MenuByProductResponse, 'menus' | 'offerConfig' | 'subscriptions' | 'menuTypesData' | 'cityId'>;
  order: Order | undefined;
  orders: CabinetOrder[];
  subscriptions: ClientSubscription[];
  /** The client's saved cards (cabinet): the one a subscription from an order is charged to (`chargedCard`). */
  cards: ClientCard[];
}

export interface SubscribeContext extends SubscribeLoaded {
  input: SubscribeInput;
  kinds: readonly OfferKind[];
  choice: OfferChoice | undefined;
  /** The load failure (Russian), in `error`. */
  error: string | undefined;
  /** What the last press asked to make (an offer's order, a custom abonement, an order whose plan is chosen next). */
  request: SubmitRequest;
  /** The create/update failure (Russian): shown beside the button. */
  submitError: string | undefined;
  /** The created (or updated) order. */
  created: Order | undefined;
  /** Subscriptions created from orders, by order hid. */
  fromOrders: Record<string, ClientSubscription>;
  /** The order being turned into a subscription and its failure. */
  fromOrderId: string | undefined;
  fromOrderError: { orderId_H: string; message: string } | undefined;
}

export type SubscribeEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_TYPE'; menuType: string }
  | { type: 'SELECT_OFFER'; kind: OfferKind; days: number }
  | { type: 'SUBMIT' }
  /** A custom abonement of the chosen menu line (`orders/create-custom-abonement`, 18 days of a config key). */
  | { type: 'SUBMIT_CUSTOM'; configKey: string; promocode?: string | undefined }
  /**
   * An order whose menu line and days are chosen next on GetMenuPlan: of a subscription plan
   * (`orders/subscription-order-without-tariff`) or without one (`orders/order-without-tariff`).
   */
  | { type: 'START_PLAN'; subscriptionId_H?: string | undefined }
  /** Asks to make a subscription from an order: its confirmation opens (price, schedule, card). */
  | { type: 'SUBSCRIBE_ORDER'; orderId_H: string }
  /** The confirmation's 'Подтвердить подписку': only now `client-subscriptions/create` is called. */
  | { type: 'CONFIRM_ORDER' }
  /** The confirmation's 'Не сейчас' (or Escape): nothing is made. */
  | { type: 'CANCEL_ORDER' };

/** What a press asks `submit` to make (each its own intent, issue 36). */
export type SubmitRequest =
  | { kind: 'offer' }
  | { kind: 'custom'; configKey: string; promocode: string | undefined }
  | { kind: 'plan'; subscriptionId_H: string | undefined };

/** What `submit` is asked to do: an offer's order (or an order's plan), a custom abonement, or an order whose plan is chosen next. */
export type SubmitInput =
  | { kind: 'offer'; choice: OfferChoice; offer: Offer; cityId: number; orderId_H: string | undefined; planId: string | undefined }
  | { kind: 'custom'; cityId: number; menuType: string; configKey: string; promocode: string | undefined }
  | { kind: 'plan'; cityId: number; subscriptionId_H: string | undefined; businessProduct: string };
