import { createActor, type AnyActorRef } from 'xstate';
import { vi } from 'vitest';
import { envWith, saysFailure, session, until, type AreaDrivers, type Harness } from './harness';
import { funnel } from '../api/endpoints/funnel';
import { profile as profileCalls } from '../api/endpoints/profile';
import { FAR_SAVED_ADDRESS as FAR_ADDRESS } from '../testing/address';
import { openFunnel } from '../testing/funnel';
import { paymentView } from '../checkout/payment/payment.connect';
import type { CardData, PaymentInput } from '../checkout/payment/payment.types';
import type { Driver } from './harness';

/** The sandbox's card that pays without 3-D Secure (packages/sandbox/README.md, magic cards). */
const CARD: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };

/**
 * A row of the payment machine (the checkout's pay button): `PAY` once the form is there, with a new
 * card (`card`), a saved one (`saved`) or cash; the uncertain outcome ('Платёж обрабатывается…') is
 * not a failure and asks by itself. A card's 'failed' that says the outcome is unknown is not a
 * failure; cash keeps 'failed' strict (its unknown outcome is asked again, never shown as failed).
 */
const paymentRow = (harness: Harness, input: PaymentInput, pays: 'card' | 'saved' | 'cash'): Driver => ({
  machine: 'payment',
  env: () => envWith(harness),
  async open({ mealflow }) {
    const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
    const actor = createActor(machine, { input }).start();
    await Promise.resolve();
    const snapshot = () => actor.getSnapshot();
    return session(actor, {
      press: () => actor.send(pays === 'card' ? { type: 'PAY', card: { read: () => CARD } } : { type: 'PAY' }),
      busy: () => paymentView(snapshot()).busy && !snapshot().matches('done') && !snapshot().matches('uncertain'),
      done: () => snapshot().matches('done'),
      saysFailed: () => snapshot().matches('failed') && (pays === 'cash' || saysFailure(snapshot().context.error)),
    });
  },
});

/**
 * A row of the landing's order form (the funnel machine, opened as its tests open it): the phone and
 * 'Получить код' once the 10 s gate is open; done once the order is the context's ('created' counts
 * down back to the form).
 */
const funnelRow = (harness: Harness, businessProduct: string, extra: { gift?: boolean } = {}): Driver => ({
  machine: 'funnel',
  env: () => envWith(harness, { token: undefined }),
  async open({ mealflow }) {
    const { actor, selection } = await openFunnel(mealflow, { businessProduct, ...extra });
    if (!selection) throw new Error(`no selection for ${businessProduct}`);
    await vi.advanceTimersByTimeAsync(10_000);
    return session(actor, {
      press: () => {
        actor.send({ type: 'PHONE.CHANGE', value: '9161230077' });
        actor.send({ type: 'PHONE.SUBMIT' });
      },
      busy: () => actor.getSnapshot().matches({ form: 'creating' }) || actor.getSnapshot().matches({ form: 'completing' }),
      done: () => actor.getSnapshot().context.created !== undefined,
      saysFailed: () => saysFailure(actor.getSnapshot().context.error),
    });
  },
});

/** The effects matrix's rows of the funnel and the checkout (orders, charges, gift, cash). */
export const checkoutDrivers = (harness: Harness): AreaDrivers => ({
  drivers: {
    // The payment the charge uses, opened as PAY starts (its key kept until the charge is sent).
    'POST payments/for-order': paymentRow(harness, { hid: 'demo-standard', method: 'creditCard', amount: 9540 }, 'card'),
    'POST payments/for-gift-certificate-purchases': paymentRow(
      harness,
      { hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, method: 'creditCard', amount: 3990 },
      'card',
    ),
    'POST payments/charge-card': paymentRow(harness, { hid: 'demo-standard', method: 'creditCard', amount: 9540 }, 'card'),
    'POST payments/charge-token': paymentRow(
      harness,
      { hid: 'demo-standard', method: 'card', amount: 9540, savedCardId: 'card-1' },
      'saved',
    ),
    'POST payments/charge-sbp': {
      machine: 'sbp',
      env: () => envWith(harness),
      // The SBP dialog creates its payment as it opens: the press is opening it (again, after a reload).
      async open({ mealflow }) {
        let actor: AnyActorRef | undefined;
        const state = (value: string) => actor?.getSnapshot().matches(value) === true;
        return {
          press: () => {
            if (!actor) actor = createActor(mealflow.machines.sbp, { input: { hid: 'demo-standard', amount: 9540 } }).start();
            else if (state('error')) actor.send({ type: 'TRY_AGAIN' });
          },
          busy: () => state('starting') || state('rechecking'),
          done: () => state('choosingBank'),
          saysFailed: () => state('error') && saysFailure(actor?.getSnapshot().context.error),
          stop: () => actor?.stop(),
        };
      },
    },
    // A gift certificate (order-funnel §7): the purchase is created, then paid by a new card or the saved one.
    'POST gift-certificate-purchases': paymentRow(
      harness,
      { hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, method: 'creditCard', amount: 3990 },
      'card',
    ),
    'POST payments/charge-token-gift-certificate-purchases': paymentRow(
      harness,
      { hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, method: 'card', savedCardId: 'card-1', amount: 3990 },
      'saved',
    ),
    // A far-region saved address on a normal order: the order is recreated on the far tariff.
    'POST orders/recreate-to-far-moscow-region': {
      machine: 'address',
      env: () => {
        const env = envWith(harness);
        harness.sandbox.store.clients.get('+79990000001')?.profile.addresses.push(FAR_ADDRESS);
        return env;
      },
      async open({ mealflow }) {
        const [{ order }, { profile }] = await Promise.all([
          mealflow.api.call(funnel.getOrder, { orderId_H: 'demo-standard' }),
          mealflow.api.call(profileCalls.get, {}),
        ]);
        const actor = createActor(mealflow.machines.address, { input: { order, saved: profile.addresses } }).start();
        const snapshot = () => actor.getSnapshot();
        return session(actor, {
          press: () => actor.send({ type: 'SELECT', id: FAR_ADDRESS.id_H }),
          busy: () => !snapshot().matches({ check: 'settled' }),
          done: () => snapshot().context.order.id_H !== 'demo-standard',
          saysFailed: () => saysFailure(snapshot().context.error),
        });
      },
    },
    // The cabinet's 'pay an order' page (Assist): the request makes Assist's page for the order.
    'POST payments/assist-pay-request': {
      machine: 'assistPayment',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.assistPayment, { input: { hid: 'lk-unformed' } }).start();
        await until(() => !actor.getSnapshot().matches('loading'), 'the order loaded');
        const snapshot = () => actor.getSnapshot();
        return session(actor, {
          press: () => actor.send({ type: 'PAY' }),
          busy: () => snapshot().matches('requesting'),
          done: () => snapshot().matches('redirecting'),
          saysFailed: () => saysFailure(snapshot().context.payError),
        });
      },
    },
    'POST payments/confirm-cash': paymentRow(harness, { hid: 'demo-expensive', method: 'cash', amount: 34340 }, 'cash'),
    'POST orders/create/quick': funnelRow(harness, 'standard'),
    // The quick stage answers, the complete stage carries the fault: the retry completes the pending order.
    'POST orders/create/complete': funnelRow(harness, 'standard'),
    // A one-stage product (order-funnel §4: two stages only for standard, day and detox).
    'POST orders': funnelRow(harness, 'wowfood'),
    'POST orders/certificate': funnelRow(harness, 'standard', { gift: true }),
  },
});
