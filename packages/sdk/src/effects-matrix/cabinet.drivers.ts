import { createActor } from 'xstate';
import { envWith, nowMs, saysFailure, session, TOKEN, today, until, type AreaDrivers, type Driver, type Harness } from './harness';
import { isEffectUnknown } from '../api/effects';
import { addDays } from '../domain/dates';
import { clientSubscriptions } from '../api/endpoints/subscriptions';
import { provideBonusShop } from '../cabinet/bonus-shop/bonus-shop.provide';
import { connectCourierRating } from '../cabinet/courier-rating/courier-rating.connect';
import { TIP_UNKNOWN_TEXT } from '../cabinet/courier-rating/courier-rating.rules';
import type { SubscribeEvent } from '../cabinet/subscribe/subscribe.types';
import { cardBindingView } from '../checkout/card-binding/card-binding.connect';
import { savedTipSelected } from '../checkout/auto-tips/auto-tips.rules';
import type { Mealflow } from '../create-mealflow';
import { INVITE_PARAM } from '../routing/invite';

const FRIEND = '+79990000031';
const subscribeEnv = (harness: Harness) => envWith(harness, { token: TOKEN, testTime: `${today}T10:00:00+03:00`, now: nowMs });

/** The subscribe screen's presses that create an order: an offer's, a custom abonement, one whose plan comes next. */
const subscribeDriver = (harness: Harness, press: SubscribeEvent): Driver => ({
  machine: 'subscribe',
  env: () => subscribeEnv(harness),
  async open({ mealflow }) {
    const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2 } }).start();
    await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'offers loaded');
    const error = () => actor.getSnapshot().context.submitError;
    return session(actor, {
      press: () => actor.send(press),
      busy: () => actor.getSnapshot().matches({ ready: 'submitting' }),
      done: () => actor.getSnapshot().matches('done'),
      saysFailed: () => saysFailure(error()),
    });
  },
});

/** The rates page's tip dialog, open on the first courier with 150 ₽ chosen. */
async function openTip(mealflow: Mealflow) {
  const actor = createActor(mealflow.machines.courierRating, { input: { returnPath: '/new-dashboard/rates' } }).start();
  const model = () => connectCourierRating(actor.getSnapshot(), actor.send);
  await until(() => actor.getSnapshot().matches('ready'), 'tips loaded');
  model().openTip('drv-1');
  model().chooseAmount('tip-150');
  return { actor, model };
}

/** The tip dialog's 'pay' with the saved card. */
const tipRow = (harness: Harness): Driver => ({
  machine: 'courierRating',
  env: () => envWith(harness),
  async open({ mealflow }) {
    const { actor, model } = await openTip(mealflow);
    return session(actor, {
      press: () => model().pay(),
      busy: () => model().tip.paying,
      done: () => model().tip.paid,
      saysFailed: () => model().tip.error !== undefined && model().tip.error !== TIP_UNKNOWN_TEXT,
    });
  },
});

/** The effects matrix's rows of the cabinet (tips and auto-tips, subscriptions and their orders, bonuses, referral, card binding, freezes, longations). */
export const cabinetDrivers = (harness: Harness): AreaDrivers => ({
  drivers: {
    'POST payments/tip/charge-token': tipRow(harness),
    // The tip's payment, opened as 'pay' is pressed (its key kept until the charge is answered).
    'POST payments/for-tip': tipRow(harness),
    'POST payments/assist-pay-request-for-tip': {
      machine: 'courierRating',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const { actor, model } = await openTip(mealflow);
        return session(actor, {
          press: () => model().payOnAssist(),
          busy: () => actor.getSnapshot().matches({ ready: { tip: 'paying' } }),
          // The Assist page opens (the page leaves): the request was made.
          done: () => actor.getSnapshot().matches({ ready: { tip: 'redirecting' } }),
          saysFailed: () => model().tip.error !== undefined && model().tip.error !== TIP_UNKNOWN_TEXT,
        });
      },
    },
    'POST tips/templates': {
      machine: 'autoTips',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.autoTips, { input: { cardId: 'card-1', cardMask: '424242******4242' } }).start();
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'tips loaded');
        const error = () => actor.getSnapshot().context.error;
        return session(actor, {
          // What the screen sends: the switch ticked (off), or, after an unknown outcome, the pressed amount pressed
          // again, as the text asks ('нажмите кнопку ещё раз'; walk7: that press deleted the template instead). A
          // reloaded screen that shows the tip saved is left alone (pressing it then would turn auto-tips off).
          press: () => {
            const { context } = actor.getSnapshot();
            if (savedTipSelected(context)) return;
            const selected = context.selectedTipId;
            actor.send(selected === undefined ? { type: 'TOGGLE', on: true } : { type: 'TIP.SELECT', tipId: selected });
          },
          busy: () => actor.getSnapshot().matches({ ready: 'saving' }),
          done: () => actor.getSnapshot().context.template !== undefined,
          saysFailed: () => saysFailure(error()),
        });
      },
    },
    'POST payments/for-token-binding': {
      machine: 'cardBinding',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.cardBinding, { input: { hid: '0' } }).start();
        const card = { read: () => ({ cardNumber: '2200 0000 0000 0004', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' }) };
        const view = () => cardBindingView(actor.getSnapshot());
        return session(actor, {
          press: () => actor.send({ type: 'BIND', card }),
          busy: () => ['binding', 'checking', 'processing'].includes(view().step),
          done: () => actor.getSnapshot().matches('bound'),
          saysFailed: () => saysFailure(view().error),
        });
      },
    },
    'GET referral/charge-bonus': {
      machine: 'referral',
      env: () => {
        harness.sandbox.store.tokens.set('token-friend', FRIEND);
        return envWith(harness, { token: 'token-friend', cookies: { [INVITE_PARAM]: 'anna-7' } });
      },
      // A visit of a friend who came with ?invite=: the press is the referral actor starting beside the session (once it has failed: a session change).
      async open({ mealflow }) {
        const sessionActor = createActor(mealflow.machines.session).start();
        await until(() => sessionActor.getSnapshot().matches('authenticated'), 'logged in');
        let referral: ReturnType<typeof createActor<Mealflow['machines']['referral']>> | undefined;
        const snapshot = () => referral?.getSnapshot();
        return {
          press: () => {
            if (!referral) referral = createActor(mealflow.machines.referral, { input: { session: sessionActor } }).start();
            else referral.send({ type: 'SESSION.CHANGED', client: referral.getSnapshot().context.client });
          },
          busy: () => snapshot()?.matches('charging') === true,
          done: () => snapshot()?.matches('done') === true,
          // Nothing is shown: 'failed' is the machine believing nothing was charged (an unknown outcome is not that).
          saysFailed: () => snapshot()?.matches('failed') === true && !isEffectUnknown(snapshot()?.context.error),
          stop: () => {
            referral?.stop();
            sessionActor.stop();
          },
        };
      },
    },
    'POST orders/abonement': subscribeDriver(harness, { type: 'SUBMIT' }),
    'POST orders/create-custom-abonement': subscribeDriver(harness, { type: 'SUBMIT_CUSTOM', configKey: 'slim_2' }),
    'POST orders/subscription-order-without-tariff': subscribeDriver(harness, { type: 'START_PLAN', subscriptionId_H: 'sub-24' }),
    'POST orders/order-without-tariff': subscribeDriver(harness, { type: 'START_PLAN' }),
    'POST client-subscriptions/create': {
      machine: 'subscribe',
      env: () => subscribeEnv(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2, withOrders: true } }).start();
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'orders loaded');
        const context = () => actor.getSnapshot().context;
        const error = () => context().fromOrderError?.message;
        return session(actor, {
          press: () => {
            actor.send({ type: 'SUBSCRIBE_ORDER', orderId_H: 'lk-custom' });
            actor.send({ type: 'CONFIRM_ORDER' });
          },
          busy: () => actor.getSnapshot().matches({ ready: 'subscribingOrder' }),
          // Made here, or (after a reload) the order is a running subscription's and no longer offered.
          done: () =>
            context().fromOrders['lk-custom'] !== undefined ||
            context().subscriptions.some((s) => s.orderId_H === 'lk-custom' && s.status !== 'stopped'),
          saysFailed: () => saysFailure(error()),
        });
      },
    },
    'POST orders/add-drinks': {
      machine: 'orderDetail',
      env: () => envWith(harness),
      // The custom order has 2 drinks; the press adds 1 (the checkout sends the same call with the same key, `drinksIntent`).
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.orderDetail, { input: { hid: 'lk-custom' } }).start();
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'order loaded');
        const error = () => actor.getSnapshot().context.actionError;
        return session(actor, {
          press: () => actor.send({ type: 'DRINKS.ADD', count: 1 }),
          busy: () => actor.getSnapshot().matches({ ready: 'addingDrinks' }),
          done: () => actor.getSnapshot().context.drinks?.alreadyAddedCount === 3,
          saysFailed: () => saysFailure(error()),
        });
      },
    },
    'POST bonus/store': {
      machine: 'bonusShop',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(provideBonusShop(mealflow.deps)).start();
        await until(() => actor.getSnapshot().matches({ ready: 'browsing' }), 'shop loaded');
        const error = () => actor.getSnapshot().context.purchaseError;
        return session(actor, {
          press: () => {
            actor.send({ type: 'BUY', itemId: 'shaker' });
            actor.send({ type: 'CONFIRM' });
          },
          busy: () => actor.getSnapshot().matches({ ready: 'buying' }),
          done: () => actor.getSnapshot().context.lastPurchase !== undefined,
          saysFailed: () => saysFailure(error()),
        });
      },
    },
    'POST client-subscriptions/freeze/create': {
      machine: 'freeze',
      env: () => envWith(harness, { token: TOKEN, testTime: `${today}T10:00:00+03:00` }),
      async open({ mealflow }) {
        const { subscriptions } = await mealflow.api.call(clientSubscriptions.list, {});
        const subscription = subscriptions.find((s) => s.clientSubscriptionId_H === 'cs-24');
        if (!subscription) throw new Error('cs-24');
        const actor = createActor(mealflow.machines.freeze, { input: { subscription, mode: 'freeze' } }).start();
        const error = () => actor.getSnapshot().context.error;
        return session(actor, {
          press: () => actor.send({ type: 'SUBMIT', period: { dateFrom: addDays(today, 1), dateTo: addDays(today, 3) } }),
          busy: () => actor.getSnapshot().matches('freezing'),
          done: () => actor.getSnapshot().matches('done'),
          saysFailed: () => saysFailure(error()),
        });
      },
    },
    'POST orders/longate': {
      machine: 'longate',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.longate, { input: { hid: 'lk-longate', page: 'creditcard' } }).start();
        await until(() => actor.getSnapshot().matches({ ready: { pay: 'idle' } }), 'longation loaded');
        actor.send({ type: 'METHOD.CHANGE', method: 'card' });
        const error = () => actor.getSnapshot().context.payError;
        return session(actor, {
          press: () => actor.send({ type: 'PAY' }),
          busy: () => actor.getSnapshot().matches({ ready: { pay: 'confirming' } }),
          // Confirmed: the longation's payment goes on (its own charge is the payment machine's).
          done: () =>
            !actor.getSnapshot().matches({ ready: { pay: 'idle' } }) && !actor.getSnapshot().matches({ ready: { pay: 'confirming' } }),
          saysFailed: () => saysFailure(error()),
        });
      },
    },
  },
});
