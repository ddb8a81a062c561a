import { fromPromise } from 'xstate';
import { checkout as checkoutCalls } from '../../api/endpoints/checkout';
import { payments } from '../../api/endpoints/payments';

import type { ChargeResponse } from '../../api/schemas/payments';
import type { MealflowDeps } from '../../deps';
import type { StoragePort } from '../../ports';
import { endIntent, storedIntentKey } from '../../api/effects';
import { buildPath } from '../../routing/match';
import { paymentResultPath, threeDsReturnPath, type PaymentFlow } from '../../routing/routes';
import { cardHolderActor } from './card-holder';
import { paymentLogic, type PaymentMachine, type ChargeOutcome, type PaymentContext, type PaymentState } from './payment.machine';
import type { GiftDetails } from './payment.types';
import { cashKey, chargeKey, isSafeActionUrl, paymentScope } from './payment.rules';
import { sendEffect } from '../../shared/effect';
import { paidByMethod, rememberPaidBy } from './payment.paid-by';
import { clearPendingCharge, writePendingCharge } from './payment.pending';

/** Where a gift purchase's pages find it: `?purchase=` on the 3-D Secure return and result URLs. */
export const PURCHASE_QUERY = 'purchase';
const withPurchase = (path: string, purchaseId: string | undefined) =>
  purchaseId ? `${path}?${PURCHASE_QUERY}=${encodeURIComponent(purchaseId)}` : path;
const threeDsFlow = (flow: PaymentFlow) => (flow === 'payment' ? 'payment' : flow === 'subscribe' ? undefined : flow);

/** Whether an order (or a gift purchase) is paid or being paid: the answer to every uncertain outcome. */
export async function askPaymentState(
  deps: Pick<MealflowDeps, 'api'>,
  target: { hid: string; purchaseId?: string | undefined },
  signal?: AbortSignal,
): Promise<PaymentState> {
  // A check, not the customer's call: its caller shows what a failure means (backoff note, 'uncertain').
  const options = { background: true, ...(signal ? { signal } : {}) };
  const state = target.purchaseId
    ? await deps.api.call(payments.giftPurchaseState, { purchaseId: target.purchaseId }, options)
    : await deps.api.call(payments.isPaymentProcessing, { orderId_H: target.hid }, options);
  return { paid: state.isPaid, processing: !state.isPaid && state.isProcessing };
}

export function providePayment(deps: MealflowDeps): PaymentMachine {
  const { api, ports } = deps;
  return paymentLogic.provide({
    actors: {
      // Holds the PAY event's card source for one attempt; reads it once, on ENCRYPT, then drops it.
      cardHolder: cardHolderActor(ports),
      createPayment: fromPromise(async ({ input }) => {
        if (input.gift) {
          // The purchase's key lives until the certificate is paid (goToResult), not until it is
          // created: a retry or a reloaded page paying the same gift pays the same purchase (issue 36).
          const intent = storedIntentKey(ports.storage, giftScope(input.gift));
          const purchase = await sendEffect(deps, { endpoint: payments.giftPurchase, input: input.gift, intent });
          const purchaseId = purchase.giftCertificatePurchaseId;
          const gift = await sendEffect(deps, {
            endpoint: payments.forGiftPurchase,
            input: { purchaseId },
            intent: { scope: paymentScope({ ...input, purchaseId }), kept: true },
          });
          return { payment: gift.payment, publicId: gift.publicId, purchaseId };
        }
        // One payment per attempt (issue 36): its key is kept until the charge uses the payment.
        const info = await sendEffect(deps, {
          endpoint: payments.forOrder,
          input: {
            orderId_H: input.hid,
            autoPayment: input.autoPayment,
            ...(input.method === 'vkpay' ? { requiresVkPaySession: true } : {}),
          },
          intent: { scope: paymentScope(input), kept: true },
        });
        return { payment: info.payment, publicId: info.publicId };
      }),
      checkPromo: fromPromise(async ({ input }) => {
        const answer = await api.call(checkoutCalls.checkCardForPromo, {
          orderId_H: input.hid,
          ...(input.bin ? { cardNumber: input.bin } : {}),
          ...(input.cardId ? { cardId: input.cardId } : {}),
        });
        return { compatible: answer.isCardCompatibleWithPromo, message: answer.messages?.[0] };
      }),
      charge: fromPromise(async ({ input }): Promise<ChargeOutcome> => {
        const payment = input.payment ?? '';
        // The payment goes to its charge: PAY after this attempt opens a new one.
        endIntent(ports.storage, paymentScope(input));
        if (input.method === 'cash') {
          await sendEffect(deps, { endpoint: payments.confirmCash, input: { orderId_H: input.hid }, intent: cashKey(input.hid) });
          return { kind: 'done' };
        }
        if (input.method === 'vkpay') {
          const result = await ports.vkPay.open({ payment });
          if (result.status !== 'success') throw new Error('vkpay');
          return { kind: 'done' };
        }
        // Every charge goes through the one effect helper (issue 36): the key of this payment on every
        // attempt; an unknown outcome (timeout, lost or malformed answer, a bare 5xx) is thrown as
        // `EffectUnknownError` and `verifying` asks the order (or the gift purchase) before anything else.
        const intent = chargeKey(payment);
        let answer: ChargeResponse;
        if (input.method === 'card' && input.purchaseId) {
          // A gift certificate with the saved card: the spec's purchase call (order-funnel §7).
          const gift = await sendEffect(deps, {
            endpoint: payments.chargeTokenGift,
            input: { purchaseId: input.purchaseId, card: input.savedCardId ?? '' },
            intent,
          });
          if (gift.require3DS && gift.action_url) return { kind: '3ds', actionUrl: gift.action_url, method: 'POST', params: {} };
          return { kind: 'done' };
        } else if (input.method === 'card') {
          answer = await sendEffect(deps, {
            endpoint: payments.chargeToken,
            input: { payment, card: input.savedCardId ?? '', autoPayment: input.autoPayment },
            intent,
          });
        } else {
          answer = await sendEffect(deps, {
            endpoint: payments.chargeCard,
            input: {
              payment,
              cryptogram: input.cryptogram ?? '',
              name: input.cardholder ?? '',
              ...(input.email ? { email: input.email } : {}),
              autoPayment: input.autoPayment,
              redirect_after_3ds_to: withPurchase(threeDsReturnPath(input.hid, threeDsFlow(input.flow)), input.purchaseId),
            },
            intent,
          });
        }
        if (answer.require3DS && answer.action_url)
          return { kind: '3ds', actionUrl: answer.action_url, method: answer.method ?? 'POST', params: answer.params ?? {} };
        return { kind: 'done' };
      }),
      checkPayment: fromPromise(async ({ input, signal }) => {
        // A cash confirmation has no state call: it is asked by sending it again with its key (`replay`).
        if (input.method !== 'cash') return { ...(await askPaymentState(deps, input, signal)), at: ports.clock.now() };
        await sendEffect(deps, { endpoint: payments.confirmCash, input: { orderId_H: input.hid }, intent: cashKey(input.hid), signal });
        return { paid: true, processing: false };
      }),
    },
    actions: {
      submit3ds: ({ context }, { output: outcome }) => {
        if (outcome.kind !== '3ds') return;
        if (isSafeActionUrl(outcome.actionUrl, (url) => ports.cardCryptogram.trustsActionUrl?.(url) === true)) {
          rememberPaidWith(ports.storage, context);
          // Back from the bank's page finds the marker with the time its window opened.
          if (marksPending(context) && context.payment)
            writePendingCharge(ports.storage, context.hid, {
              payment: context.payment,
              at: ports.clock.now(),
              threeDsAt: ports.clock.now(),
            });
          ports.navigation.submitForm(outcome.actionUrl, outcome.params, outcome.method);
        } else ports.navigation.go(withPurchase(paymentResultPath(context.hid, context.flow, 'fail'), context.purchaseId));
      },
      notePending: ({ context }) => {
        if (marksPending(context) && context.payment)
          writePendingCharge(ports.storage, context.hid, { payment: context.payment, at: ports.clock.now() });
      },
      // Whatever the method now chosen: the marker may be an earlier page's.
      clearPending: ({ context }) => {
        if (!context.gift) clearPendingCharge(ports.storage, context.hid);
      },
      goToResult: ({ context }) => {
        if (!context.gift) clearPendingCharge(ports.storage, context.hid);
        else endIntent(ports.storage, giftScope(context.gift));
        rememberPaidWith(ports.storage, context);
        ports.navigation.go(paymentSuccessPath(context, ports.device.isSmartphone()));
      },
    },
  });
}

/** A card charge of an order (not a gift, not cash or VK Pay) keeps the pending-charge marker. */
/** A gift's intent: what is bought, for whom (the same details on a reloaded page are the same intent). */
const giftScope = ({ email, mealDays, delivery }: GiftDetails) => `gift:${email}:${mealDays}:${delivery ?? ''}`;
const marksPending = (context: Pick<PaymentContext, 'method' | 'gift'>) =>
  !context.gift && (context.method === 'card' || context.method === 'creditCard');

/** How an order (not a gift) was paid, for its result page to say (`paidByOf`). */
function rememberPaidWith(storage: StoragePort, context: Pick<PaymentContext, 'hid' | 'method' | 'purchaseId'>) {
  const paidBy = paidByMethod(context.method);
  if (paidBy && !context.purchaseId) rememberPaidBy(storage, context.hid, paidBy);
}

/** The route a paid (or cash-confirmed) payment opens. */
export function paymentSuccessPath(
  context: Pick<PaymentContext, 'hid' | 'flow' | 'method' | 'customOrder' | 'purchaseId'>,
  smartphone: boolean,
): string {
  if (context.customOrder && context.method !== 'cash' && smartphone) return buildPath('SingleOrder', { hid: context.hid });
  const cash = context.method === 'cash' && (context.flow === 'payment' || context.flow === 'newclient');
  return withPurchase(paymentResultPath(context.hid, context.flow, cash ? 'cash' : 'success'), context.purchaseId);
}
