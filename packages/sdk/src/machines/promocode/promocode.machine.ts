import { assign, emit, fromPromise, setup } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import { isApiError } from '../../api/errors';
import type { ApplyPromoResponse, CardPromoCheckResponse } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { MealflowDeps } from '../../deps';
import { PROMO_ERROR_HIDE_MS } from '../../domain/constants';
import { PROMO_MESSAGES } from '../../domain/messages';
import { cardDigits } from '../../domain/validation';

/**
 * The checkout's promocode (order-funnel §4 "Promocode", §5, §6, §8): idle → loading → applied |
 * error; the error hides after 15 s (`promoErrorHide`). Once applied, a card can be checked against
 * the promo (`orders/check-card-compatible-with-promo`); an incompatible card emits
 * `promo.cardIncompatible` with the server's message (the checkout then forces SBP).
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

/** What the compatibility check sends for a card number: digits only (spaces stripped), the BIN (first 6). */
export const promoCardBin = (cardNumber: string): string => cardDigits(cardNumber).slice(0, 6);

export interface PromocodeInput {
  orderId_H: string;
  /** A code to start with (the `#promo` link or the leave banner's code). */
  code?: string;
  /** The code already applied to the order. */
  applied?: string;
  /** The order: decides whether the input is shown at all (`isPromoInputHidden`). */
  order?: Parameters<typeof isPromoInputHidden>[0];
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
  /** The server's message when the checked card does not go with the promo. */
  cardMessage: string | undefined;
  /** The last failure was a timeout or a lost connection: the same code can be tried again. */
  retryable: boolean;
}

export type PromocodeEvent =
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'APPLY' }
  | { type: 'ORDER.CHANGED'; orderId_H: string }
  /** Check a card against the applied promo: the BIN (`promoCardBin`) of a new card, or a saved card's id. */
  | { type: 'CARD.CHECK'; bin?: string; cardId?: string };

export type PromocodeEmitted =
  | { type: 'promo.applied'; code: string; deb_price: number; menu_price: number }
  | { type: 'promo.cardIncompatible'; message: string }
  | { type: 'promo.cardCompatible' };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

const promocodeLogic = setup({
  types: {
    input: {} as PromocodeInput,
    context: {} as PromocodeContext,
    events: {} as PromocodeEvent,
    emitted: {} as PromocodeEmitted,
  },
  actors: {
    applyPromo: fromPromise<ApplyPromoResponse, { orderId_H: string; code: string }>(() => Promise.reject(new Error('promocode: provide applyPromo'))),
    checkCard: fromPromise<CardPromoCheckResponse, { orderId_H: string; bin?: string | undefined; cardId?: string | undefined }>(() => Promise.reject(new Error('promocode: provide checkCard'))),
  },
  delays: { promoErrorHide: PROMO_ERROR_HIDE_MS },
  guards: {
    hasCode: ({ context }) => context.code.trim().length > 0,
    alreadyApplied: ({ context }) => context.applied !== undefined,
    isReferralCode: ({ context }) => {
      const code = context.code.trim().toUpperCase();
      return code === FRIEND_REFERRAL_CODE || (context.referralCode !== undefined && code === context.referralCode.trim().toUpperCase());
    },
    isHidden: ({ context }) => context.hidden,
    cardIncompatible: ({ event }) => !outputOf<CardPromoCheckResponse>(event).isCardCompatibleWithPromo,
    hasCard: ({ event }) => event.type === 'CARD.CHECK' && Boolean(event.bin || event.cardId),
  },
  actions: {
    assignCode: assign({ code: ({ context, event }) => (event.type === 'CODE.CHANGE' ? event.value.toUpperCase() : context.code) }),
    rejectReferral: assign({ error: PROMO_MESSAGES.failed }),
    assignFailure: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return (isApiError(error) && error.messages[0]) || (isApiError(error) && error.kind !== 'business' && error.kind !== 'http' ? error.userMessage : PROMO_MESSAGES.failed);
      },
      retryable: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return isApiError(error) && error.retryable;
      },
    }),
    markApplied: assign({ applied: ({ context }) => context.code.trim(), error: undefined }),
    emitApplied: emit(({ context, event }) => {
      const output = outputOf<ApplyPromoResponse>(event);
      return { type: 'promo.applied' as const, code: context.code.trim(), deb_price: output.deb_price, menu_price: output.menu_price };
    }),
    clearError: assign({ error: undefined, retryable: false }),
    assignCardMessage: assign({ cardMessage: ({ event }) => outputOf<CardPromoCheckResponse>(event).messages?.[0] ?? outputOf<CardPromoCheckResponse>(event).errors?.[0] ?? PROMO_MESSAGES.failed }),
    clearCardMessage: assign({ cardMessage: undefined }),
    emitCardIncompatible: emit(({ context }) => ({ type: 'promo.cardIncompatible' as const, message: context.cardMessage ?? PROMO_MESSAGES.failed })),
    emitCardCompatible: emit({ type: 'promo.cardCompatible' as const }),
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
    cardMessage: undefined,
    retryable: false,
  }),
  initial: 'start',
  on: { 'ORDER.CHANGED': { actions: assign({ orderId_H: ({ event }) => event.orderId_H }) } },
  states: {
    start: { always: [{ guard: 'alreadyApplied', target: 'applied' }, { guard: 'isHidden', target: 'hidden' }, { target: 'idle' }] },
    /** order-funnel §5: no input for this order. */
    hidden: {},
    idle: {
      on: {
        'CODE.CHANGE': { actions: 'assignCode' },
        APPLY: [
          // The friend-referral code is never sent as a promocode.
          { guard: 'isReferralCode', target: 'error', actions: 'rejectReferral' },
          { guard: 'hasCode', target: 'loading' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ context }) => ({ orderId_H: context.orderId_H, code: context.code.trim() }),
        onDone: { target: 'applied', actions: ['markApplied', 'emitApplied'] },
        onError: { target: 'error', actions: 'assignFailure' },
      },
    },
    applied: {
      initial: 'idle',
      states: {
        idle: { on: { 'CARD.CHECK': { guard: 'hasCard', target: 'checkingCard' } } },
        checkingCard: {
          invoke: {
            id: 'checkCard',
            src: 'checkCard',
            input: ({ context, event }) => ({
              orderId_H: context.orderId_H,
              ...(event.type === 'CARD.CHECK' && event.bin ? { bin: event.bin } : {}),
              ...(event.type === 'CARD.CHECK' && event.cardId ? { cardId: event.cardId } : {}),
            }),
            onDone: [
              { guard: 'cardIncompatible', target: 'idle', actions: ['assignCardMessage', 'emitCardIncompatible'] },
              { target: 'idle', actions: ['clearCardMessage', 'emitCardCompatible'] },
            ],
            // The check failing is not a refusal: paying goes on and the server decides.
            onError: { target: 'idle' },
          },
        },
      },
    },
    error: {
      after: { promoErrorHide: { target: 'idle', actions: 'clearError' } },
      on: {
        'CODE.CHANGE': { target: 'idle', actions: ['assignCode', 'clearError'] },
        // After a timeout or a lost connection the same code can be applied again at once (RETRY).
        APPLY: { guard: 'hasCode', target: 'loading', actions: 'clearError' },
      },
    },
  },
});

/** The promo code machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface PromocodeMachine extends PromocodeLogic {}
type PromocodeLogic = typeof promocodeLogic;
export const promocodeMachine: PromocodeMachine = promocodeLogic;

export function providePromocode(deps: MealflowDeps): PromocodeMachine {
  return promocodeMachine.provide({
    actors: {
      applyPromo: fromPromise(({ input, signal }) => deps.api.call(checkout.applyPromo, { order_id_H: input.orderId_H, promocode: input.code }, { signal })),
      checkCard: fromPromise(({ input, signal }) =>
        deps.api.call(
          checkout.checkCardForPromo,
          { orderId_H: input.orderId_H, ...(input.bin ? { cardNumber: input.bin } : {}), ...(input.cardId ? { cardId: input.cardId } : {}) },
          { signal },
        ),
      ),
    },
  });
}
