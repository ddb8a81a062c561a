import { createActor } from 'xstate';
import { envWith, nowMs, session, TOKEN, today, until, type AreaDrivers, type Harness } from './harness';
import { COOKIES } from '../api/protocol';
import { addDays } from '../domain/dates';
import { clientSubscriptions } from '../api/endpoints/subscriptions';
import { provideBonusShop } from '../cabinet/bonus-shop/bonus-shop.provide';
import { connectCourierRating } from '../cabinet/courier-rating/courier-rating.connect';
import { TIP_UNKNOWN_TEXT } from '../cabinet/courier-rating/courier-rating.rules';
import { EFFECT_UNKNOWN_TEXT } from '../shared/effect';

/** The effects matrix's rows of the cabinet (tips, subscriptions, bonuses, freezes, longations). */
export const cabinetDrivers = (harness: Harness): AreaDrivers => ({
  drivers: {
    'POST payments/tip/charge-token': {
      machine: 'courierRating',
      env: () => envWith(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.courierRating, { input: { returnPath: '/new-dashboard/rates' } }).start();
        const model = () => connectCourierRating(actor.getSnapshot(), actor.send);
        await until(() => actor.getSnapshot().matches('ready'), 'tips loaded');
        model().openTip('drv-1');
        model().chooseAmount('tip-150');
        return session(actor, {
          press: () => model().pay(),
          busy: () => model().tip.paying,
          done: () => model().tip.paid,
          saysFailed: () => model().tip.error !== undefined && model().tip.error !== TIP_UNKNOWN_TEXT,
        });
      },
    },
    'POST orders/abonement': {
      machine: 'subscribe',
      env: () => envWith(harness, { cookies: { [COOKIES.clientToken]: TOKEN, [COOKIES.testTime]: `${today}T10:00:00+03:00` }, now: nowMs }),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2 } }).start();
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'offers loaded');
        const error = () => actor.getSnapshot().context.submitError;
        return session(actor, {
          press: () => actor.send({ type: 'SUBMIT' }),
          busy: () => actor.getSnapshot().matches({ ready: 'submitting' }),
          done: () => actor.getSnapshot().matches('done'),
          saysFailed: () => error() !== undefined && error() !== EFFECT_UNKNOWN_TEXT,
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
          saysFailed: () => error() !== undefined && error() !== EFFECT_UNKNOWN_TEXT,
        });
      },
    },
    'POST client-subscriptions/freeze/create': {
      machine: 'freeze',
      env: () => envWith(harness, { cookies: { [COOKIES.clientToken]: TOKEN, [COOKIES.testTime]: `${today}T10:00:00+03:00` } }),
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
          saysFailed: () => error() !== undefined && error() !== EFFECT_UNKNOWN_TEXT,
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
          done: () => !actor.getSnapshot().matches({ ready: { pay: 'idle' } }) && !actor.getSnapshot().matches({ ready: { pay: 'confirming' } }),
          saysFailed: () => error() !== undefined && error() !== EFFECT_UNKNOWN_TEXT,
        });
      },
    },
  },
  notDrivenYet: {
    'POST orders/create-custom-abonement': 'the subscription-menu machine',
    'POST orders/subscription-order-without-tariff': 'the subscribe flow, plan of a subscription',
    'POST orders/order-without-tariff': 'the subscribe flow, plan of an order',
    'POST client-subscriptions/create': 'the subscribe machine, a subscription from an order',
    'GET referral/charge-bonus': 'the referral machine (referral.test.ts: lost answer)',
    'POST payments/for-token-binding': 'the card binding machine',
    'POST payments/assist-pay-request-for-tip': 'the courier rating machine, Assist tip',
    'POST tips/templates': 'the auto-tips machine',
  },
});
