import type { Order } from '../../api/schemas/order';
// The promocode machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface PromocodeInput {
  orderId_H: string;
  /** A code to start with (the `#promo` link or the leave banner's code). */
  code?: string;
  /**
   * `code` was promised to the visitor (the leave banner's offer, a promotion's activated code:
   * `domain/preset-promocode`): it applies itself after `presetActivation` (500 ms, §9 "promo
   * activation delay") unless the visitor types first.
   */
  preset?: boolean;
  /** The code already applied to the order. */
  applied?: string;
  /** The order: decides whether the input is shown at all (`isPromoInputHidden`). */
  order?: Pick<
    Order,
    'abonement_type' | 'business_product' | 'promocode_discounts' | 'discount_sum' | 'is_far_moscow_region' | 'promocodeToApply'
  >;
  /** `#promo` in the URL: the input takes the focus. */
  focus?: boolean;
  /** The friend-referral code of this visit (`invite`): never sent as a promocode. */
  referralCode?: string;
}

export interface PromocodeContext {
  orderId_H: string;
  code: string;
  applied: string | undefined;
  error: string | undefined;
  hidden: boolean;
  focus: boolean;
  referralCode: string | undefined;
  /** The last failure was a timeout or a lost connection: the same code can be tried again. */
  retryable: boolean;
  /** A preset code still waits to apply itself (once; typing cancels it). */
  presetPending: boolean;
}

export type PromocodeEvent =
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'APPLY' }
  | { type: 'ORDER.CHANGED'; orderId_H: string }
  /** Take the applied code off the order ('Убрать промокод'). */
  | { type: 'REMOVE' };

export type PromocodeEmitted =
  { type: 'promo.applied'; code: string; deb_price: number; menu_price: number } | { type: 'promo.removed'; deb_price: number };
