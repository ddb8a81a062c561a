import { assign, fromPromise, setup } from 'xstate';
import { funnel } from '../../api/endpoints/funnel';
import { payments } from '../../api/endpoints/payments';
import type { MealflowDeps } from '../../deps';
import type { PaymentFlow } from '../../routing/routes';
import type { PaymentState } from './payment.machine';
import { askBindingState } from '../card-binding/card-binding.provide';
import { askPaymentState } from './payment.provide';
import { paymentResultModel, resultVerdict, type PaidFacts, type PaymentResultModel } from './payment-result.rules';
import { PAYMENT_PROCESSING_POLL_MS } from './payment.rules';

/**
 * A payment result page (order-funnel §2): asks the order (or the gift purchase, `purchaseId`)
 * before saying anything, polls while the payment is being processed. `checking` → `shown`
 * (`processing` polls) | `unknown` (CHECK asks again).
 */
export interface PaymentResultInput {
  hid: string;
  flow: PaymentFlow;
  result: string;
  purchaseId?: string | undefined;
  /** A card binding's payment (flow cardbind, `?binding=`): its card is asked instead of an order. */
  bindingId?: string | undefined;
}

export interface PaymentResultContext extends PaymentResultInput {
  state: PaymentState | undefined;
  facts: PaidFacts;
}

const NO_FACTS: PaidFacts = { days: undefined, amount: undefined, cityId: undefined, email: undefined };
const reject = () => Promise.reject(new Error('payment result: actor "ask" is not provided'));

const paymentResultLogic = setup({
  types: { input: {} as PaymentResultInput, context: {} as PaymentResultContext, events: {} as { type: 'CHECK' } },
  actors: { ask: fromPromise<{ state: PaymentState; facts: PaidFacts }, { hid: string; purchaseId: string | undefined; bindingId?: string | undefined }>(reject) },
  delays: { poll: PAYMENT_PROCESSING_POLL_MS },
  guards: { processing: ({ context }) => context.state?.processing === true && !context.state.paid },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ ...input, state: undefined, facts: NO_FACTS }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'ask',
        input: ({ context }) => ({ hid: context.hid, purchaseId: context.purchaseId, bindingId: context.bindingId }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ state: event.output.state, facts: event.output.facts })) },
        onError: 'unknown',
      },
    },
    shown: { always: { guard: 'processing', target: 'processing' } },
    processing: { after: { poll: 'checking' } },
    unknown: { on: { CHECK: 'checking' } },
  },
});

export interface PaymentResultMachine extends PaymentResultLogic {}
type PaymentResultLogic = typeof paymentResultLogic;
export const paymentResultMachine: PaymentResultMachine = paymentResultLogic;

export function providePaymentResult(deps: MealflowDeps): PaymentResultMachine {
  return paymentResultMachine.provide({
    actors: {
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
          facts = { ...NO_FACTS, days: purchase.mealDays ?? undefined, email: purchase.email ?? undefined };
        } else {
          const found = await deps.api.call(funnel.getOrder, { orderId_H: input.hid }, options).catch(() => undefined);
          if (found) facts = { days: found.order.number_of_days, amount: found.order.deb_price, cityId: found.order.city_id, email: undefined };
        }
        return { state, facts };
      }),
    },
  });
}

/** The result page's screen model. */
export function paymentResultView(snapshot: { context: PaymentResultContext; matches: (s: 'checking' | 'shown' | 'processing' | 'unknown') => boolean }): PaymentResultModel {
  const { context } = snapshot;
  const asking = snapshot.matches('checking');
  const verdict = resultVerdict(context.result, asking && !context.state ? undefined : context.state, snapshot.matches('unknown'));
  return paymentResultModel({ hid: context.hid, flow: context.flow, verdict, facts: context.facts });
}
