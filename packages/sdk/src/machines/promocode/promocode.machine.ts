import { assign, emit, fromPromise, setup } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import { isApiError } from '../../api/errors';
import type { ApplyPromoResponse } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { MealflowDeps } from '../../create-mealflow';
import { PROMO_ERROR_HIDE_MS } from '../../domain/constants';
import { PROMO_MESSAGES } from '../../domain/messages';

/**
 * The checkout's promocode (order-funnel §4 "Promocode", §5, §8): idle → applying → applied | error;
 * the error hides after 15 s.
 */

/** The friend-referral code: never sent as a promocode (ours: the spec does not name it). */
export const FRIEND_REFERRAL_CODE = 'FRIEND';
/** Campaign codes that already discount an order: the input is hidden for them (ours). */
export const CAMPAIGN_PROMOCODES: readonly string[] = ['SBER2025', 'TINKOFF', 'AEROFLOT'];

/** order-funnel §5: the input is hidden for abonements, 21 orders, second-brand orders, discounted trial/region orders and campaign codes. */
export function isPromoInputHidden(order: Pick<Order, 'abonement_type' | 'business_product' | 'promocode_discounts' | 'discount_sum' | 'is_far_moscow_region' | 'promocodeToApply'>): boolean {
  if (order.abonement_type) return true;
  if (order.business_product === '21') return true;
  if (order.business_product?.startsWith('wowfood')) return true;
  const discounted = order.discount_sum > 0 || order.promocode_discounts.length > 0;
  if ((order.business_product === 'day' || order.is_far_moscow_region) && discounted) return true;
  return Boolean(order.promocodeToApply && CAMPAIGN_PROMOCODES.includes(order.promocodeToApply.toUpperCase()));
}

export interface PromocodeInput {
  orderId_H: string;
  /** A code to start with (the `#promo` link or the leave banner's code). */
  code?: string;
  /** The code already applied to the order. */
  applied?: string;
}

export interface PromocodeContext {
  orderId_H: string;
  code: string;
  applied: string | undefined;
  error: string | undefined;
}

export type PromocodeEvent = { type: 'CODE.CHANGE'; value: string } | { type: 'APPLY' } | { type: 'ORDER.CHANGED'; orderId_H: string };

export const promocodeMachine = setup({
  types: {
    input: {} as PromocodeInput,
    context: {} as PromocodeContext,
    events: {} as PromocodeEvent,
    emitted: {} as { type: 'promo.applied'; code: string; deb_price: number; menu_price: number },
  },
  actors: {
    applyPromo: fromPromise<ApplyPromoResponse, { orderId_H: string; code: string }>(() => Promise.reject(new Error('promocode: provide applyPromo'))),
  },
  delays: { promoErrorHide: PROMO_ERROR_HIDE_MS },
  guards: {
    hasCode: ({ context }) => context.code.trim().length > 0,
    alreadyApplied: ({ context }) => context.applied !== undefined,
    isReferralCode: ({ context }) => context.code.trim().toUpperCase() === FRIEND_REFERRAL_CODE,
  },
  actions: {
    assignCode: assign({ code: ({ context, event }) => (event.type === 'CODE.CHANGE' ? event.value.toUpperCase() : context.code) }),
    rejectReferral: assign({ error: PROMO_MESSAGES.failed }),
    assignFailure: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return (isApiError(error) && error.messages[0]) || (isApiError(error) && error.kind !== 'business' && error.kind !== 'http' ? error.userMessage : PROMO_MESSAGES.failed);
      },
    }),
    markApplied: assign({ applied: ({ context }) => context.code.trim(), error: undefined }),
    emitApplied: emit(({ context, event }) => {
      const output = (event as unknown as { output: ApplyPromoResponse }).output;
      return { type: 'promo.applied' as const, code: context.code.trim(), deb_price: output.deb_price, menu_price: output.menu_price };
    }),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'promocode',
  context: ({ input }) => ({ orderId_H: input.orderId_H, code: input.code ?? input.applied ?? '', applied: input.applied, error: undefined }),
  initial: 'start',
  on: { 'ORDER.CHANGED': { actions: assign({ orderId_H: ({ event }) => event.orderId_H }) } },
  states: {
    start: { always: [{ guard: 'alreadyApplied', target: 'applied' }, { target: 'idle' }] },
    idle: {
      on: {
        'CODE.CHANGE': { actions: 'assignCode' },
        APPLY: [
          { guard: 'isReferralCode', target: 'error', actions: 'rejectReferral' },
          { guard: 'hasCode', target: 'applying' },
        ],
      },
    },
    applying: {
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ context }) => ({ orderId_H: context.orderId_H, code: context.code.trim() }),
        onDone: { target: 'applied', actions: ['markApplied', 'emitApplied'] },
        onError: { target: 'error', actions: 'assignFailure' },
      },
    },
    applied: {},
    error: {
      after: { promoErrorHide: { target: 'idle', actions: 'clearError' } },
      on: { 'CODE.CHANGE': { target: 'idle', actions: ['assignCode', 'clearError'] } },
    },
  },
});

export function providePromocode(deps: MealflowDeps) {
  return promocodeMachine.provide({
    actors: {
      applyPromo: fromPromise(({ input, signal }) => deps.api.call(checkout.applyPromo, { order_id_H: input.orderId_H, promocode: input.code }, { signal })),
    },
  });
}

export interface PromocodeView {
  code: string;
  /** order-funnel §5: shown only when non-empty, not loading, not applied, no error. */
  showApply: boolean;
  busy: boolean;
  applied: boolean;
  message: string | undefined;
  error: string | undefined;
}

export function promocodeView(snapshot: { context: PromocodeContext; matches: (s: 'applying' | 'applied' | 'error') => boolean }): PromocodeView {
  const busy = snapshot.matches('applying');
  const applied = snapshot.matches('applied');
  const error = snapshot.matches('error') ? snapshot.context.error : undefined;
  return {
    code: snapshot.context.code,
    showApply: snapshot.context.code.trim().length > 0 && !busy && !applied && !error,
    busy,
    applied,
    message: applied ? PROMO_MESSAGES.applied : undefined,
    error,
  };
}
