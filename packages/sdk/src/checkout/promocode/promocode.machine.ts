import { assign, emit, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { isApiError, shownInPlace } from '../../api/errors';
import type { ApplyPromoResponse } from '../../api/schemas/checkout';

import { PROMO_ACTIVATION_DELAY_MS, PROMO_ERROR_HIDE_MS } from '../../domain/constants';
import { PROMO_MESSAGES } from '../../domain/messages';
import { cardDigits } from '../../domain/validation';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { PromocodeStateValue } from '../../machine-states';
import type { PromocodeInput, PromocodeContext, PromocodeEvent, PromocodeEmitted } from './promocode.types';
export type * from './promocode.types';

/**
 * The checkout's promocode (order-funnel §4 "Promocode", §5, §6, §8): idle → loading → applied |
 * error; the error hides after 15 s (`promoErrorHide`). Whether a card goes with the applied promo
 * is asked by the payment machine when paying (`payment.paying.checkingPromo`), not here.
 */

/** The friend-referral code: never sent as a promocode (ours: the spec does not name it). */
export const FRIEND_REFERRAL_CODE = 'FRIEND';
/** Campaign codes that already discount an order: the input is hidden for them (ours). */
export const CAMPAIGN_PROMOCODES: readonly string[] = ['SBER2025', 'TINKOFF', 'AEROFLOT'];

/** order-funnel §5: the input is hidden for abonements, 21 orders, second-brand orders, discounted trial/region orders and campaign codes. */
export function isPromoInputHidden(order: NonNullable<PromocodeInput['order']>): boolean {
  if (order.abonement_type) return true;
  if (order.business_product === '21') return true;
  if (order.business_product?.startsWith('wowfood')) return true;
  const discounted = order.discount_sum > 0 || order.promocode_discounts.length > 0;
  if ((order.business_product === 'day' || order.is_far_moscow_region) && discounted) return true;
  return Boolean(order.promocodeToApply && CAMPAIGN_PROMOCODES.includes(order.promocodeToApply.toUpperCase()));
}

/** What the compatibility check sends for a card number: digits only (spaces stripped), the BIN (first 6). */
export const promoCardBin = (cardNumber: string): string => cardDigits(cardNumber).slice(0, 6);

export const promocodeLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as PromocodeInput,
    context: {} as PromocodeContext,
    events: {} as PromocodeEvent,
    emitted: {} as PromocodeEmitted,
  },
  actors: {
    applyPromo: fromPromise<ApplyPromoResponse, { orderId_H: string; code: string }>(() =>
      Promise.reject(new Error('promocode: provide applyPromo')),
    ),
    /** `orders/apply-promo` with an empty code takes the order's code off (ours: the spec names no removal call). */
    removePromo: fromPromise<ApplyPromoResponse, { orderId_H: string }>(() => Promise.reject(new Error('promocode: provide removePromo'))),
  },
  delays: { promoErrorHide: PROMO_ERROR_HIDE_MS, presetActivation: PROMO_ACTIVATION_DELAY_MS },
  guards: {
    hasCode: ({ context }) => context.code.trim().length > 0,
    presetPending: ({ context }) => context.presetPending && context.code.trim().length > 0,
    alreadyApplied: ({ context }) => context.applied !== undefined,
    isReferralCode: ({ context }) => {
      const code = context.code.trim().toUpperCase();
      return code === FRIEND_REFERRAL_CODE || (context.referralCode !== undefined && code === context.referralCode.trim().toUpperCase());
    },
    isHidden: ({ context }) => context.hidden,
  },
  actions: {
    assignCode: assign((_, params: { value: string }) => ({ code: params.value.toUpperCase(), presetPending: false })),
    usePreset: assign({ presetPending: false }),
    rejectReferral: assign({ error: PROMO_MESSAGES.failed }),
    assignFailure: assign((_, params: { error: unknown }) => {
      const { error } = params;
      shownInPlace(error);
      return {
        error:
          (isApiError(error) && error.messages[0]) ||
          (isApiError(error) && error.kind !== 'business' && error.kind !== 'http' ? error.userMessage : PROMO_MESSAGES.failed),
        retryable: isApiError(error) && error.retryable,
      };
    }),
    markApplied: assign({ applied: ({ context }) => context.code.trim(), error: undefined }),
    emitApplied: emit(({ context }, params: { answer: ApplyPromoResponse }) => ({
      type: 'promo.applied' as const,
      code: context.code.trim(),
      deb_price: params.answer.deb_price,
      menu_price: params.answer.menu_price,
    })),
    clearError: assign({ error: undefined, retryable: false }),
    markRemoved: assign({ applied: undefined, code: '', error: undefined, presetPending: false }),
    emitRemoved: emit((_, params: { answer: ApplyPromoResponse }) => ({
      type: 'promo.removed' as const,
      deb_price: params.answer.deb_price,
    })),
  },
}).createMachine({
  id: 'promocode',
  context: ({ input }) => ({
    orderId_H: input.orderId_H,
    code: input.code ?? input.applied ?? '',
    applied: input.applied,
    error: undefined,
    hidden: input.order ? isPromoInputHidden(input.order) : false,
    focus: input.focus ?? false,
    referralCode: input.referralCode,
    retryable: false,
    presetPending: Boolean(input.preset && input.code && input.code !== input.applied),
  }),
  initial: 'start',
  on: { 'ORDER.CHANGED': { actions: assign({ orderId_H: ({ event }) => event.orderId_H }) } },
  states: {
    start: { always: [{ guard: 'alreadyApplied', target: 'applied' }, { guard: 'isHidden', target: 'hidden' }, { target: 'idle' }] },
    /** order-funnel §5: no input for this order. */
    hidden: {},
    idle: {
      // The promised code activates itself (order-funnel §2 "preset-promocode activation", §9 500 ms).
      after: { presetActivation: { guard: 'presetPending', target: 'loading', actions: 'usePreset' } },
      on: {
        'CODE.CHANGE': { actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) } },
        APPLY: [
          // The friend-referral code is never sent as a promocode.
          { guard: 'isReferralCode', target: 'error', actions: 'rejectReferral' },
          { guard: 'hasCode', target: 'loading' },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ context }) => ({ orderId_H: context.orderId_H, code: context.code.trim() }),
        onDone: { target: 'applied', actions: ['markApplied', { type: 'emitApplied', params: ({ event }) => ({ answer: event.output }) }] },
        onError: { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    applied: { tags: ['done'], on: { REMOVE: { target: 'removing', actions: 'clearError' } } },
    /** The code is taken off the order; a failure keeps it applied and says why. */
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removePromo',
        src: 'removePromo',
        input: ({ context }) => ({ orderId_H: context.orderId_H }),
        onDone: { target: 'idle', actions: ['markRemoved', { type: 'emitRemoved', params: ({ event }) => ({ answer: event.output }) }] },
        onError: { target: 'applied', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: {
      tags: ['failed'],
      after: { promoErrorHide: { target: 'idle', actions: 'clearError' } },
      on: {
        'CODE.CHANGE': { target: 'idle', actions: [{ type: 'assignCode', params: ({ event }) => ({ value: event.value }) }, 'clearError'] },
        // After a timeout or a lost connection the same code can be applied again at once (RETRY).
        APPLY: { guard: 'hasCode', target: 'loading', actions: 'clearError' },
      },
    },
  },
});

/** The promocode machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PromocodeMachine extends PublicMachine<
  PromocodeContext,
  PromocodeEvent,
  PromocodeStateValue,
  { input: PromocodeInput; emitted: PromocodeEmitted }
> {}
export const promocodeMachine: PromocodeMachine = promocodeLogic;
