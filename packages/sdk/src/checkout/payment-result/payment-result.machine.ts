import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { countsAsPaid, paidByPromocode } from '../../domain/pricing';
import { cabinetOrders } from '../../api/endpoints/cabinet';
import { payments } from '../../api/endpoints/payments';
import type { MealflowDeps } from '../../deps';
import type { PaymentState } from '../payment/payment.machine';
import { askBindingState } from '../card-binding/card-binding.provide';
import { askPaymentState } from '../payment/payment.provide';
import { orderFactsOf, paidByOf } from './payment-result.facts';
import type { PaymentResultContext, PaymentResultEvent, PaymentResultInput } from './payment-result.types';
import type { PublicMachine } from '../../shared/public-machine';
import type { PaymentResultStateValue } from '../../machine-states';
import { canRecall, recallSuccessPath, type PaidFacts } from './payment-result.rules';
import { PAYMENT_PROCESSING_POLL_MS } from '../payment/payment.rules';
import type { MachineTag } from '../../shared/tags';

/**
 * A payment result page (order-funnel §2): asks the order (or the gift purchase, `purchaseId`)
 * before saying anything, polls while the payment is being processed. `checking` → `shown`
 * (`processing` polls) | `unknown` (CHECK asks again). A failed payment offers 'Перезвоните мне':
 * RECALL → `recalling` (orders/recall-request) → the flow's recall-success page; a failed request
 * stays on the page with its text and the button.
 */
export type { PaymentResultContext, PaymentResultEvent, PaymentResultInput } from './payment-result.types';

const NO_FACTS: PaidFacts = { days: undefined, amount: undefined, cityId: undefined, email: undefined, promocode: undefined };
const reject = () => Promise.reject(new Error('payment result: actor "ask" is not provided'));

export const paymentResultLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as PaymentResultInput, context: {} as PaymentResultContext, events: {} as PaymentResultEvent },
  actors: {
    recall: fromPromise<void, { hid: string }>(() => Promise.reject(new Error('payment result: actor "recall" is not provided'))),
    ask: fromPromise<
      { state: PaymentState; facts: PaidFacts },
      { hid: string; purchaseId: string | undefined; bindingId?: string | undefined }
    >(reject),
  },
  delays: { poll: PAYMENT_PROCESSING_POLL_MS },
  guards: {
    processing: ({ context }) => context.state?.processing === true && !context.state.paid,
    canRecall: ({ context }) => canRecall(context.flow) && context.result !== 'recall' && !context.state?.paid,
  },
  actions: { goToRecallSuccess: () => undefined },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ ...input, state: undefined, facts: NO_FACTS, recallFailed: false }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['asking'],
      invoke: {
        src: 'ask',
        input: ({ context }) => ({ hid: context.hid, purchaseId: context.purchaseId, bindingId: context.bindingId }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ state: event.output.state, facts: event.output.facts })) },
        onError: 'unknown',
      },
    },
    shown: {
      always: { guard: 'processing', target: 'processing' },
      on: { RECALL: { guard: 'canRecall', target: 'recalling' } },
    },
    recalling: {
      tags: ['recalling'],
      entry: assign({ recallFailed: false }),
      invoke: {
        src: 'recall',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: { target: 'recalled', actions: 'goToRecallSuccess' },
        onError: { target: 'shown', actions: assign({ recallFailed: true }) },
      },
    },
    /** The request went through; the app is on the recall-success page (this actor stops with the old page). */
    recalled: { type: 'final', tags: ['recalling'] },
    processing: { after: { poll: 'checking' } },
    unknown: { tags: ['askFailed'], on: { CHECK: 'checking' } },
  },
});

/** The paymentResult machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PaymentResultMachine extends PublicMachine<
  PaymentResultContext,
  PaymentResultEvent,
  PaymentResultStateValue,
  { input: PaymentResultInput }
> {}
export const paymentResultMachine: PaymentResultMachine = paymentResultLogic;

export function providePaymentResult(deps: MealflowDeps): PaymentResultMachine {
  return paymentResultLogic.provide({
    actions: { goToRecallSuccess: ({ context }) => deps.ports.navigation.go(recallSuccessPath(context.hid, context.flow)) },
    actors: {
      recall: fromPromise(async ({ input, signal }) => {
        await deps.api.call(cabinetOrders.recallRequest, { orderId_H: input.hid }, signal ? { signal } : {});
      }),
      ask: fromPromise(async ({ input, signal }) => {
        if (input.bindingId) {
          const binding = await askBindingState(deps, input.bindingId, signal);
          return { state: { paid: binding.card !== undefined, processing: binding.processing }, facts: NO_FACTS };
        }
        const state = await askPaymentState(deps, input, signal);
        const options = signal ? { signal } : {};
        let facts = NO_FACTS;
        if (input.purchaseId) {
          const purchase = await deps.api.call(payments.giftPurchaseState, { purchaseId: input.purchaseId }, options);
          facts = {
            ...NO_FACTS,
            days: purchase.mealDays ?? undefined,
            email: purchase.email ?? undefined,
            courier: purchase.courier ?? undefined,
          };
        } else {
          const found = await deps.api.call(cabinetOrders.get, { orderId_H: input.hid }, options).catch(() => undefined);
          if (found) {
            const { order } = found;
            facts = {
              days: order.number_of_days,
              amount: order.deb_price,
              cityId: order.city_id,
              email: undefined,
              order: orderFactsOf(order),
              paidBy: paidByOf(deps.ports.storage, input.hid),
              promocode: paidByPromocode(order),
            };
            // The checkout's own rule (order-funnel §4, `countsAsPaid`): an order the checkout sent
            // here as paid is paid here too, whatever the payment status says (issue 30: no loop).
            if (countsAsPaid(order)) return { state: { paid: true, processing: false }, facts };
          }
        }
        return { state, facts };
      }),
    },
  });
}
