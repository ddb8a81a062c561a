import { createActor } from 'xstate';
import { envWith, nowMs, saysFailure, session, TOKEN, today, until, type AreaDrivers, type Harness } from './harness';
import { clientSubscriptions } from '../api/endpoints/subscriptions';
import { connectDelivery } from '../cabinet/delivery/delivery.connect';
import type { Mealflow } from '../create-mealflow';

/**
 * The effects matrix's rows of the cabinet's changes made once (`REPLAY_CHANGE`): a delivery or an
 * order cancelled, a freeze ended, a subscription stopped, a card removed. Their second run is
 * refused by the backend ('уже нельзя', 'не найдена'), so a retry after a lost answer must be a
 * replay with the same key, never a false 'failed'. After a reload the screen opens on what the
 * backend now says: a change already made is `done` there.
 */
const at = (harness: Harness) => envWith(harness, { token: TOKEN, testTime: `${today}T10:00:00+03:00`, now: nowMs });

async function subscriptionOf(mealflow: Mealflow, id: string) {
  const { subscriptions } = await mealflow.api.call(clientSubscriptions.list, {});
  const subscription = subscriptions.find((s) => s.clientSubscriptionId_H === id);
  if (!subscription) throw new Error(id);
  return subscription;
}

export const cabinetChangeDrivers = (harness: Harness): AreaDrivers => ({
  drivers: {
    'POST deliveries/cancel': {
      machine: 'delivery',
      env: () => {
        const client = harness.sandbox.store.clients.get('+79990000001');
        if (client) client.profile.isInformedAboutDeliveriesCancellation = true;
        return at(harness);
      },
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.delivery, { input: { hid: 'lk-paid', deliveryId: 'lk-paid-d5' } }).start();
        const model = () => connectDelivery(actor.getSnapshot(), actor.send);
        const cancelled = () => model().delivery?.stateText === 'Отменена';
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'delivery loaded');
        if (!cancelled()) {
          model().openCancel();
          await until(() => actor.getSnapshot().matches({ ready: { cancel: 'asking' } }), 'the cancel asked');
        }
        return session(actor, {
          press: () => model().confirmCancel(),
          busy: () => actor.getSnapshot().matches({ ready: { cancel: 'cancelling' } }),
          done: cancelled,
          saysFailed: () => saysFailure(model().error),
        });
      },
    },
    'POST orders/cancel': {
      machine: 'orderDetail',
      env: () => at(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.orderDetail, { input: { hid: 'lk-awaiting' } }).start();
        const cancelled = () => actor.getSnapshot().matches('cancelled') || actor.getSnapshot().context.order?.is_canceled === true;
        await until(() => actor.getSnapshot().matches({ ready: 'idle' }), 'order loaded');
        if (!cancelled()) {
          actor.send({ type: 'CANCEL.OPEN' });
          await until(() => actor.getSnapshot().matches({ ready: { cancel: 'choosing' } }), 'reasons loaded');
          actor.send({ type: 'CANCEL.REASON', id: 2 });
        }
        return session(actor, {
          press: () => actor.send({ type: 'CANCEL.SUBMIT' }),
          busy: () => actor.getSnapshot().matches({ ready: { cancel: 'submitting' } }),
          done: cancelled,
          saysFailed: () => saysFailure(actor.getSnapshot().context.cancelError),
        });
      },
    },
    'POST client-subscriptions/freeze/cancel': {
      machine: 'freeze',
      env: () => at(harness),
      async open({ mealflow }) {
        const subscription = await subscriptionOf(mealflow, 'cs-frozen');
        const frozen = subscription.freezes.some((f) => f.dateTo >= today);
        const actor = createActor(mealflow.machines.freeze, { input: { subscription, mode: 'unfreeze' } }).start();
        return session(actor, {
          press: () => actor.send({ type: 'CONFIRM' }),
          busy: () => actor.getSnapshot().matches('unfreezing'),
          done: () => !frozen || actor.getSnapshot().matches('done'),
          saysFailed: () => saysFailure(actor.getSnapshot().context.error),
        });
      },
    },
    'POST client-subscriptions/stop': {
      machine: 'stopSubscription',
      env: () => at(harness),
      async open({ mealflow }) {
        const subscription = await subscriptionOf(mealflow, 'cs-24');
        const actor = createActor(mealflow.machines.stopSubscription, { input: { subscription } }).start();
        if (subscription.status !== 'stopped') {
          actor.send({ type: 'REASON.SET', reason: 'travel' });
          actor.send({ type: 'NEXT' });
          await until(() => actor.getSnapshot().matches('confirming'), 'the stop asked');
        }
        return session(actor, {
          press: () => actor.send({ type: 'CONFIRM' }),
          busy: () => actor.getSnapshot().matches('stopping'),
          done: () => subscription.status === 'stopped' || actor.getSnapshot().matches('done'),
          saysFailed: () => saysFailure(actor.getSnapshot().context.error),
        });
      },
    },
    'POST cards/destroy': {
      machine: 'cards',
      env: () => at(harness),
      async open({ mealflow }) {
        const actor = createActor(mealflow.machines.cards).start();
        const gone = () => !actor.getSnapshot().context.cards.some((c) => c.id === 'card-ext-1');
        await until(() => actor.getSnapshot().matches({ ready: 'list' }), 'cards loaded');
        return session(actor, {
          press: () => {
            actor.send({ type: 'CARD.DELETE', id: 'card-ext-1' });
            actor.send({ type: 'DELETE.CONFIRM' });
          },
          busy: () => actor.getSnapshot().matches({ ready: 'deleting' }),
          done: gone,
          saysFailed: () => saysFailure(actor.getSnapshot().context.actionError),
        });
      },
    },
  },
});
